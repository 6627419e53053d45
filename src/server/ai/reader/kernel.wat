;; The reader's arithmetic in WebAssembly SIMD (kernel.ts loads it; `npm run build:kernel` writes kernel.wasm).
;; Two general loops cover every product the encoder computes when it reads and when it learns; the others are the
;; same work shaped for reading (a word's vector and its contribution, pooling). All go four numbers at a time
;; (f32x4); the general ones finish a row whose length is not a multiple of four one number at a time.
;; Addresses and strides are in bytes; every array holds 32-bit floats.
(module
  ;; The memory is the caller's (kernel.ts sizes it for what it holds).
  (import "env" "memory" (memory 1))

  ;; For i < n: dst_i[0..m) += x[i] * src_i[0..m), where src_i = src + i*srcStride and dst_i = dst + i*dstStride.
  ;; A row whose x[i] is 0 is skipped (most of a ReLU's outputs are).
  ;; - a vector times a matrix (y += x W): srcStride = 4m, dstStride = 0
  ;; - an outer product (A += x v^T): srcStride = 0, dstStride = 4m
  (func (export "rank1")
    (param $x i32) (param $n i32) (param $src i32) (param $srcStride i32) (param $dst i32) (param $dstStride i32) (param $m i32)
    (local $i i32) (local $xi f32) (local $xv v128) (local $j i32) (local $bytes i32) (local $vectors i32) (local $d i32)
    (local.set $bytes (i32.shl (local.get $m) (i32.const 2)))
    (local.set $vectors (i32.and (local.get $bytes) (i32.const -16)))
    (block $rowsDone
      (loop $rows
        (br_if $rowsDone (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $xi (f32.load (local.get $x)))
        (if (f32.ne (local.get $xi) (f32.const 0))
          (then
            (local.set $xv (f32x4.splat (local.get $xi)))
            (local.set $j (i32.const 0))
            (block $vecDone
              (loop $vec
                (br_if $vecDone (i32.ge_u (local.get $j) (local.get $vectors)))
                (local.set $d (i32.add (local.get $dst) (local.get $j)))
                (v128.store (local.get $d)
                  (f32x4.add
                    (v128.load (local.get $d))
                    (f32x4.mul (local.get $xv) (v128.load (i32.add (local.get $src) (local.get $j))))))
                (local.set $j (i32.add (local.get $j) (i32.const 16)))
                (br $vec)))
            (block $tailDone
              (loop $tail
                (br_if $tailDone (i32.ge_u (local.get $j) (local.get $bytes)))
                (local.set $d (i32.add (local.get $dst) (local.get $j)))
                (f32.store (local.get $d)
                  (f32.add
                    (f32.load (local.get $d))
                    (f32.mul (local.get $xi) (f32.load (i32.add (local.get $src) (local.get $j))))))
                (local.set $j (i32.add (local.get $j) (i32.const 4)))
                (br $tail)))))
        (local.set $x (i32.add (local.get $x) (i32.const 4)))
        (local.set $src (i32.add (local.get $src) (local.get $srcStride)))
        (local.set $dst (i32.add (local.get $dst) (local.get $dstStride)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $rows))))

  ;; For i < n: y[i] += a_i[0..m) · v[0..m), where a_i = a + i*4m (a matrix times a vector: y += A v).
  (func (export "dots")
    (param $a i32) (param $n i32) (param $m i32) (param $v i32) (param $y i32)
    (local $i i32) (local $j i32) (local $acc v128) (local $s f32) (local $bytes i32) (local $vectors i32)
    (local.set $bytes (i32.shl (local.get $m) (i32.const 2)))
    (local.set $vectors (i32.and (local.get $bytes) (i32.const -16)))
    (block $rowsDone
      (loop $rows
        (br_if $rowsDone (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $acc (v128.const f32x4 0 0 0 0))
        (local.set $j (i32.const 0))
        (block $vecDone
          (loop $vec
            (br_if $vecDone (i32.ge_u (local.get $j) (local.get $vectors)))
            (local.set $acc
              (f32x4.add
                (local.get $acc)
                (f32x4.mul
                  (v128.load (i32.add (local.get $a) (local.get $j)))
                  (v128.load (i32.add (local.get $v) (local.get $j))))))
            (local.set $j (i32.add (local.get $j) (i32.const 16)))
            (br $vec)))
        (local.set $s
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $acc)) (f32x4.extract_lane 1 (local.get $acc)))
            (f32.add (f32x4.extract_lane 2 (local.get $acc)) (f32x4.extract_lane 3 (local.get $acc)))))
        (block $tailDone
          (loop $tail
            (br_if $tailDone (i32.ge_u (local.get $j) (local.get $bytes)))
            (local.set $s
              (f32.add
                (local.get $s)
                (f32.mul
                  (f32.load (i32.add (local.get $a) (local.get $j)))
                  (f32.load (i32.add (local.get $v) (local.get $j))))))
            (local.set $j (i32.add (local.get $j) (i32.const 4)))
            (br $tail)))
        (f32.store (local.get $y) (f32.add (f32.load (local.get $y)) (local.get $s)))
        (local.set $a (i32.add (local.get $a) (local.get $bytes)))
        (local.set $y (i32.add (local.get $y) (i32.const 4)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $rows))))

  ;; y[0..m) += x[0..n) W for an n × m matrix W (rows of 4m bytes), sixteen columns at a time in four registers, so W
  ;; is only read and y written once per block; m must be a multiple of sixteen. A word's contribution is one.
  (func (export "vecMat16")
    (param $x i32) (param $n i32) (param $w i32) (param $m i32) (param $y i32)
    (local $j i32) (local $i i32) (local $row i32) (local $xv v128) (local $bytes i32) (local $xi i32)
    (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
    (local.set $bytes (i32.shl (local.get $m) (i32.const 2)))
    (block $colsDone
      (loop $cols
        (br_if $colsDone (i32.ge_u (local.get $j) (local.get $bytes)))
        (local.set $a0 (v128.const f32x4 0 0 0 0))
        (local.set $a1 (v128.const f32x4 0 0 0 0))
        (local.set $a2 (v128.const f32x4 0 0 0 0))
        (local.set $a3 (v128.const f32x4 0 0 0 0))
        (local.set $row (i32.add (local.get $w) (local.get $j)))
        (local.set $xi (local.get $x))
        (local.set $i (i32.const 0))
        (block $rowsDone
          (loop $rows
            (br_if $rowsDone (i32.ge_u (local.get $i) (local.get $n)))
            (local.set $xv (v128.load32_splat (local.get $xi)))
            (local.set $a0 (f32x4.add (local.get $a0) (f32x4.mul (local.get $xv) (v128.load offset=0 (local.get $row)))))
            (local.set $a1 (f32x4.add (local.get $a1) (f32x4.mul (local.get $xv) (v128.load offset=16 (local.get $row)))))
            (local.set $a2 (f32x4.add (local.get $a2) (f32x4.mul (local.get $xv) (v128.load offset=32 (local.get $row)))))
            (local.set $a3 (f32x4.add (local.get $a3) (f32x4.mul (local.get $xv) (v128.load offset=48 (local.get $row)))))
            (local.set $row (i32.add (local.get $row) (local.get $bytes)))
            (local.set $xi (i32.add (local.get $xi) (i32.const 4)))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $rows)))
        (local.set $row (i32.add (local.get $y) (local.get $j)))
        (v128.store offset=0 (local.get $row) (f32x4.add (v128.load offset=0 (local.get $row)) (local.get $a0)))
        (v128.store offset=16 (local.get $row) (f32x4.add (v128.load offset=16 (local.get $row)) (local.get $a1)))
        (v128.store offset=32 (local.get $row) (f32x4.add (v128.load offset=32 (local.get $row)) (local.get $a2)))
        (v128.store offset=48 (local.get $row) (f32x4.add (v128.load offset=48 (local.get $row)) (local.get $a3)))
        (local.set $j (i32.add (local.get $j) (i32.const 64)))
        (br $cols))))

  ;; y[0..m) = (1/n) Σ_k E[rows[k]·4m ..][0..m) for k < n: the mean of n rows of E picked by the i32 indices at rows.
  (func (export "meanRows")
    (param $e i32) (param $rows i32) (param $n i32) (param $m i32) (param $y i32)
    (local $k i32) (local $j i32) (local $src i32) (local $bytes i32) (local $inv v128) (local $d i32)
    (local.set $bytes (i32.shl (local.get $m) (i32.const 2)))
    (local.set $j (i32.const 0))
    (block $zeroDone
      (loop $zero
        (br_if $zeroDone (i32.ge_u (local.get $j) (local.get $bytes)))
        (v128.store (i32.add (local.get $y) (local.get $j)) (v128.const f32x4 0 0 0 0))
        (local.set $j (i32.add (local.get $j) (i32.const 16)))
        (br $zero)))
    (block $rowsDone
      (loop $each
        (br_if $rowsDone (i32.ge_u (local.get $k) (local.get $n)))
        (local.set $src (i32.add (local.get $e) (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $k) (i32.const 2)))) (local.get $bytes))))
        (local.set $j (i32.const 0))
        (block $vecDone
          (loop $vec
            (br_if $vecDone (i32.ge_u (local.get $j) (local.get $bytes)))
            (local.set $d (i32.add (local.get $y) (local.get $j)))
            (v128.store (local.get $d) (f32x4.add (v128.load (local.get $d)) (v128.load (i32.add (local.get $src) (local.get $j)))))
            (local.set $j (i32.add (local.get $j) (i32.const 16)))
            (br $vec)))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $each)))
    (local.set $inv (f32x4.splat (f32.div (f32.const 1) (f32.convert_i32_u (local.get $n)))))
    (local.set $j (i32.const 0))
    (block $scaleDone
      (loop $scale
        (br_if $scaleDone (i32.ge_u (local.get $j) (local.get $bytes)))
        (local.set $d (i32.add (local.get $y) (local.get $j)))
        (v128.store (local.get $d) (f32x4.mul (v128.load (local.get $d)) (local.get $inv)))
        (local.set $j (i32.add (local.get $j) (i32.const 16)))
        (br $scale))))

  ;; One convolution over T words read from their contributions, ReLU and pooled. Word s's contribution starts at
  ;; parts + s*stride; its part for the convolution's offset k is the h numbers at + offset + 4hk. For channel j:
  ;; z_t = bias[j] + Σ_k part_k(t + k - half)[j] over the neighbours inside the sentence, half = (width - 1) / 2;
  ;; out[j] = max_t max(0, z_t), out[h + j] = mean_t max(0, z_t). h must be a multiple of four.
  (func (export "convPool")
    (param $parts i32) (param $T i32) (param $stride i32) (param $offset i32) (param $width i32) (param $h i32) (param $bias i32) (param $out i32)
    (local $j i32) (local $t i32) (local $k i32) (local $s i32) (local $half i32) (local $bytes i32)
    (local $z v128) (local $max v128) (local $sum v128) (local $b v128) (local $col i32)
    (local.set $bytes (i32.shl (local.get $h) (i32.const 2)))
    (local.set $half (i32.shr_s (i32.sub (local.get $width) (i32.const 1)) (i32.const 1)))
    (block $colsDone
      (loop $cols
        (br_if $colsDone (i32.ge_u (local.get $j) (local.get $bytes)))
        (local.set $b (v128.load (i32.add (local.get $bias) (local.get $j))))
        (local.set $max (v128.const f32x4 0 0 0 0))
        (local.set $sum (v128.const f32x4 0 0 0 0))
        (local.set $col (i32.add (i32.add (local.get $parts) (local.get $offset)) (local.get $j)))
        (local.set $t (i32.const 0))
        (block $wordsDone
          (loop $words
            (br_if $wordsDone (i32.ge_u (local.get $t) (local.get $T)))
            (local.set $z (local.get $b))
            (local.set $k (i32.const 0))
            (block $taps
              (loop $tap
                (br_if $taps (i32.ge_u (local.get $k) (local.get $width)))
                (local.set $s (i32.sub (i32.add (local.get $t) (local.get $k)) (local.get $half)))
                (if (i32.and (i32.ge_s (local.get $s) (i32.const 0)) (i32.lt_s (local.get $s) (local.get $T)))
                  (then
                    (local.set $z
                      (f32x4.add (local.get $z)
                        (v128.load
                          (i32.add (local.get $col)
                            (i32.add (i32.mul (local.get $s) (local.get $stride)) (i32.mul (local.get $k) (local.get $bytes)))))))))
                (local.set $k (i32.add (local.get $k) (i32.const 1)))
                (br $tap)))
            (local.set $z (f32x4.max (local.get $z) (v128.const f32x4 0 0 0 0)))
            (local.set $max (f32x4.max (local.get $max) (local.get $z)))
            (local.set $sum (f32x4.add (local.get $sum) (local.get $z)))
            (local.set $t (i32.add (local.get $t) (i32.const 1)))
            (br $words)))
        (v128.store (i32.add (local.get $out) (local.get $j)) (local.get $max))
        (v128.store (i32.add (i32.add (local.get $out) (local.get $bytes)) (local.get $j))
          (f32x4.mul (local.get $sum) (f32x4.splat (f32.div (f32.const 1) (f32.convert_i32_u (local.get $T))))))
        (local.set $j (i32.add (local.get $j) (i32.const 16)))
        (br $cols))))

  ;; y[0..m) += Σ_k val[k] · W[idx[k]] over k < n: a weighted sum of n rows of W (m numbers each) picked by the i32
  ;; indices at idx (a linear model over hashed features).
  (func (export "gatherRows")
    (param $w i32) (param $idx i32) (param $val i32) (param $n i32) (param $m i32) (param $y i32)
    (local $k i32) (local $j i32) (local $src i32) (local $bytes i32) (local $vectors i32) (local $xi f32) (local $xv v128) (local $d i32)
    (local.set $bytes (i32.shl (local.get $m) (i32.const 2)))
    (local.set $vectors (i32.and (local.get $bytes) (i32.const -16)))
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $k) (local.get $n)))
        (local.set $src (i32.add (local.get $w) (i32.mul (i32.load (i32.add (local.get $idx) (i32.shl (local.get $k) (i32.const 2)))) (local.get $bytes))))
        (local.set $xi (f32.load (i32.add (local.get $val) (i32.shl (local.get $k) (i32.const 2)))))
        (local.set $xv (f32x4.splat (local.get $xi)))
        (local.set $j (i32.const 0))
        (block $vecDone
          (loop $vec
            (br_if $vecDone (i32.ge_u (local.get $j) (local.get $vectors)))
            (local.set $d (i32.add (local.get $y) (local.get $j)))
            (v128.store (local.get $d)
              (f32x4.add (v128.load (local.get $d)) (f32x4.mul (local.get $xv) (v128.load (i32.add (local.get $src) (local.get $j))))))
            (local.set $j (i32.add (local.get $j) (i32.const 16)))
            (br $vec)))
        (block $tailDone
          (loop $tail
            (br_if $tailDone (i32.ge_u (local.get $j) (local.get $bytes)))
            (local.set $d (i32.add (local.get $y) (local.get $j)))
            (f32.store (local.get $d)
              (f32.add (f32.load (local.get $d)) (f32.mul (local.get $xi) (f32.load (i32.add (local.get $src) (local.get $j))))))
            (local.set $j (i32.add (local.get $j) (i32.const 4)))
            (br $tail)))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $each))))
)
