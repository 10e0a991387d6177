/// Finding values: a frame slot or a constant, along a path of fields, through filters.
extension Renderer {
    /// Where null is: the place after the frame's slots.
    var null: UnsafePointer<TemplateValue> { UnsafePointer(owned + slots) }

    /// Where value `index` is: in the page's data, a constant, or (when filters make it) a
    /// place of the renderer's that holds it until the next filtered value is asked for.
    func value(_ index: Int32) -> UnsafePointer<TemplateValue> {
        let value = program.values[Int(index)]
        guard value.filterCount > 0 else { return place(value) }
        owned[slots + 1] = made(index)
        return UnsafePointer(owned + slots + 1)
    }

    /// Value `index`, copied: what a loop, a `c:define` or a filter keeps.
    func made(_ index: Int32) -> TemplateValue {
        let value = program.values[Int(index)]
        var result = place(value).pointee
        for filter in program.filters[Int(value.filterStart)..<Int(value.filterStart + value.filterCount)] {
            result = filter.apply(result)
        }
        return result
    }

    /// Where a value's path leads, before its filters: null when a step is not an object.
    func place(_ value: LinkedProgram.Value) -> UnsafePointer<TemplateValue> {
        var pointer: UnsafePointer<TemplateValue>
        if value.base >= 0 {
            pointer = frame[Int(value.base)]
        } else if let constants = program.constants.baseAddress {
            pointer = UnsafePointer(constants + Int(-1 - value.base))
        } else {
            return null
        }
        for field in program.paths[Int(value.pathStart)..<Int(value.pathStart + value.pathCount)] {
            guard case .object(let object) = pointer.pointee, let place = object.storage.field(Int(field)) else { return null }
            pointer = place
        }
        return pointer
    }
}
