; Invalid: 'appending' globals are arrays.
; ERROR: global @g: 'appending' global must have an array type
@g = appending global i32 0
