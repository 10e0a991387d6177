/// The style of the coop app's forms, served at ``CoopApp/stylePath`` beside the theme's
/// own stylesheet (whose colours it uses: `--accent`, `--surface`, …), so that the static
/// site of `coop build` carries none of it.
enum AppStyle {
    /// The stylesheet.
    static let css = """
        .app-page { max-width: 40rem; }
        .app-kinds { display: flex; flex-wrap: wrap; gap: .4rem; margin: 0 0 1rem; }
        .app-kinds a { padding: .45rem .8rem; border: 1px solid var(--border-strong, #cbb999); border-radius: 999px;
          text-decoration: none; color: var(--text, #2d2318); background: var(--surface, #fff); min-height: 2.75rem;
          display: inline-flex; align-items: center; }
        .app-kinds a[aria-current="page"] { background: var(--accent, #f2b233); color: var(--accent-ink, #2d2318);
          border-color: var(--accent, #f2b233); font-weight: 600; }
        .app-kinds .app-settings-link { border-style: dashed; background: transparent; margin-left: auto; }
        .app-form { display: grid; gap: 1rem; margin: 0 0 1.5rem; }
        .app-field { display: grid; gap: .3rem; }
        .app-field label, .app-field legend, .app-stepper label { font-weight: 600; }
        .app-field small, .app-note { color: var(--muted, #6e5d4b); font-size: .9rem; }
        .optional { font-weight: 400; color: var(--muted, #6e5d4b); font-size: .9rem; }
        .app-form input[type="text"], .app-form input[type="date"], .app-form input[type="number"], .app-form select,
        .app-form textarea { font: inherit; font-size: 1.05rem; padding: .6rem .7rem; min-height: 2.75rem; width: 100%;
          box-sizing: border-box; border: 1px solid var(--border-strong, #cbb999); border-radius: var(--radius-small, 8px);
          background: var(--surface, #fff); color: var(--text, #2d2318); }
        .app-form fieldset { border: 1px solid var(--border, #e7dbc4); border-radius: var(--radius, 14px); padding: .8rem 1rem;
          margin: 0; background: var(--surface, #fff); display: grid; gap: .6rem; }
        .app-form legend { padding: 0 .3rem; font-weight: 600; }
        .app-flag { grid-template-columns: auto 1fr; align-items: center; column-gap: .6rem; }
        .app-flag small { grid-column: 2; }
        .app-flag input, .app-pick input { width: 1.4rem; height: 1.4rem; accent-color: var(--link, #9c4a12); }
        .app-picks { grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); }
        .app-picks legend, .app-picks .app-new, .app-picks input[type="text"], .app-picks small { grid-column: 1 / -1; }
        .app-pick { display: inline-flex; align-items: center; gap: .45rem; min-height: 2.75rem; }
        .app-new { font-weight: 400; }
        .app-photo-preview { max-width: 100%; max-height: 50vh; object-fit: contain; justify-self: start; border-radius: .5rem;
          border: 1px solid var(--border, #e7dbc4); }
        .app-photo-pick { font: inherit; min-height: 2.75rem; max-width: 100%; }
        .app-photo-pick::file-selector-button { font: inherit; font-weight: 600; min-height: 2.75rem; padding: .4rem 1rem;
          margin-right: .75rem; border-radius: var(--radius, 14px); border: 1px solid var(--border-strong, #cbb999);
          background: var(--surface-2, #f5eddd); color: var(--text, #2d2318); }
        .app-stepper { display: grid; grid-template-columns: 1fr 3.25rem 5rem 3.25rem; align-items: center; gap: .5rem; }
        .app-stepper input[type="number"] { text-align: center; font-size: 1.5rem; font-weight: 700; padding: .3rem; min-height: 3.25rem; }
        .app-step { font: inherit; font-size: 1.8rem; line-height: 1; width: 3.25rem; height: 3.25rem; border-radius: 50%;
          border: 1px solid var(--border-strong, #cbb999); background: var(--surface-2, #f5eddd); color: var(--text, #2d2318);
          cursor: pointer; touch-action: manipulation; }
        .app-step:active { background: var(--accent, #f2b233); }
        .app-more { border: 1px solid var(--border, #e7dbc4); border-radius: var(--radius, 14px); padding: .6rem 1rem;
          background: var(--surface, #fff); }
        .app-more summary { cursor: pointer; font-weight: 600; min-height: 2.75rem; display: flex; align-items: center; gap: .6rem;
          list-style: none; }
        .app-more summary::-webkit-details-marker { display: none; }
        .app-more summary::before { content: "+"; flex: none; display: grid; place-items: center; width: 1.75rem; height: 1.75rem;
          border-radius: 50%; border: 1px solid var(--border-strong, #cbb999); background: var(--surface-2, #f5eddd);
          font-size: 1.2rem; line-height: 1; }
        .app-more[open] summary::before { content: "−"; }
        .app-more[open] { display: grid; gap: .7rem; }
        .app-recorded { background: var(--warn-soft, #fff1d2) !important; }
        .app-day { margin: 0; font-size: 1.1rem; }
        .app-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; }
        .app-save, .app-undo button { font: inherit; font-size: 1.15rem; font-weight: 700; padding: .8rem 2rem; min-height: 3.25rem;
          border-radius: 999px; border: 0; background: var(--accent, #f2b233); color: var(--accent-ink, #2d2318); cursor: pointer;
          box-shadow: inset 0 -3px 0 rgba(0, 0, 0, .15); }
        .app-danger { background: #b3261e; color: #fff; }
        .app-problem { border: 2px solid #b3261e; border-radius: var(--radius, 14px); padding: .6rem 1rem; margin: 0 0 1rem;
          background: #fdecea; color: #5c0b07; }
        .app-problem h2 { margin: 0 0 .3rem; font-size: 1.1rem; }
        .app-problem p { margin: .3rem 0; overflow-wrap: anywhere; }
        .app-problem pre.app-excerpt { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .85rem; margin: .4rem 0;
          padding: .5rem .7rem; background: rgba(255, 255, 255, .6); border-color: rgba(179, 38, 30, .3); color: inherit; }
        .app-excerpt mark { background: #b3261e; color: #fff; border-radius: 3px; padding: 0 .15em; font-weight: 700; }
        pre.app-lines { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .9rem; margin: 0 0 1rem;
          background: var(--surface-2, #f5eddd); border-radius: var(--radius-small, 8px); padding: .7rem .9rem; }
        pre.app-removed { text-decoration: line-through; opacity: .75; }
        .app-undo { justify-items: start; }
        .app-next { display: flex; flex-wrap: wrap; column-gap: 1.2rem; }
        .app-next a { min-height: 2.75rem; display: inline-flex; align-items: center; }
        @media (max-width: 43.74rem) {   /* on a phone, a checkbox's label and a link beside Save: a thumb's target */
          .app-pick label, .app-flag label { display: flex; align-items: center; min-height: 2.75rem; min-width: 2.75rem; }
          .app-pick label { flex: 1; padding-right: .4rem; }
          .app-actions a { min-height: 2.75rem; display: inline-flex; align-items: center; }
        }
        @media (prefers-color-scheme: dark) {
          .app-problem { background: #3b1412; color: #ffd9d5; border-color: #ff8a80; }
          .app-problem pre.app-excerpt { background: rgba(0, 0, 0, .3); border-color: rgba(255, 138, 128, .35); }
          .app-excerpt mark { background: #ff8a80; color: #2b0a08; }
          .app-danger { background: #ff8a80; color: #2b0a08; }
        }
        """
}
