; Invalid: 'common' globals are not constant.
; ERROR: global @g: 'common' global may not be marked constant
@g = common constant i32 0
