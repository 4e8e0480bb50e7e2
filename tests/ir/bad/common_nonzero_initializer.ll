; Invalid: 'common' globals are zero-initialized.
; ERROR: global @g: 'common' global must have a zero initializer
@g = common global i32 1
