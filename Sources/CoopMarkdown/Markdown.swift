/// Safe Markdown for notes and hen stories.
public enum Markdown {}
