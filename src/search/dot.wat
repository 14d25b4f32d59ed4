;; Dense scan kernel: out[r] = Σᵢ row[r][i] · q[i] for int8 rows and an int16
;; query, eight lanes at a time (v128.load8x8_s widens eight int8 values,
;; i32x4.dot_i16x8_s multiplies and adds pairs). Exact integer arithmetic.
;; Compiled to src/search/dot-wasm.ts by scripts/build-wasm.ts (wabt).
(module
  (memory (export "memory") 1)
  ;; q: int16[chunks * 8] (zero-padded); rows: int8, `stride` bytes apart, each
  ;; read as chunks * 8 bytes (the caller pads the end); out: int32[n].
  (func (export "dots") (param $q i32) (param $rows i32) (param $n i32) (param $stride i32) (param $chunks i32) (param $out i32)
    (local $r i32) (local $c i32) (local $row i32) (local $acc v128)
    (block $done
      (loop $each_row
        (br_if $done (i32.ge_u (local.get $r) (local.get $n)))
        (local.set $acc (v128.const i32x4 0 0 0 0))
        (local.set $row (i32.add (local.get $rows) (i32.mul (local.get $r) (local.get $stride))))
        (local.set $c (i32.const 0))
        (block $row_done
          (loop $each_chunk
            (br_if $row_done (i32.ge_u (local.get $c) (local.get $chunks)))
            (local.set $acc
              (i32x4.add (local.get $acc)
                (i32x4.dot_i16x8_s
                  (v128.load8x8_s (i32.add (local.get $row) (i32.shl (local.get $c) (i32.const 3))))
                  (v128.load (i32.add (local.get $q) (i32.shl (local.get $c) (i32.const 4)))))))
            (local.set $c (i32.add (local.get $c) (i32.const 1)))
            (br $each_chunk)))
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $r) (i32.const 2)))
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
            (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))
        (local.set $r (i32.add (local.get $r) (i32.const 1)))
        (br $each_row)))))
