"""The fast paths of content text and hashing give exactly what the general code gives (the hashes are in spans and
in the records' lineage keys: a different text would break lineage across versions of memtrace)."""

from __future__ import annotations

import json
import random

from memtrace_otel import capture

_ENCODE = json.JSONEncoder(sort_keys=True, ensure_ascii=False, default=str).encode


def _reference_text(value):
    try:
        return _ENCODE(value)
    except (TypeError, ValueError):
        return repr(value)


def test_flat_dict_text_is_the_encoders_text():
    rng = random.Random(5)
    keys = ["text", "data", "a", "B", "é", 'q"k', "k\\n", "\u2028", "", "1", "10", "2", "\x00", "😀", "memory"]
    values = ["", "x", 'quote"d', "new\nline", "tab\t", "😀 emoji", "\u2028", "ü", "\x7f\x1f", "a" * 200, 0, 1, -5,
              10 ** 30, True, False, None, 1.5, 0.1 + 0.2, -0.0, 1e300, 5e-324, 2.0, float("nan"), float("inf"),
              -float("inf"), [1], {"n": 1}, (1, 2)]
    for _ in range(20000):
        value = {rng.choice(keys): rng.choice(values) for _ in range(rng.randint(0, 9))}
        if rng.random() < 0.05:
            value[rng.randint(0, 3)] = "an int key"
        assert capture.to_text(value) == _reference_text(value), value


def test_rounded_vector_hash_is_the_hash_of_the_rounded_values():
    rng = random.Random(3)
    pool = [0.0, -0.0, 0.5, 2.0, 10.0, 100.0, 1e6, 123456789.0, 0.1, 1e-4, 1.5e-4, -3.0, 1e-7, 1.0000005,
            2.5000004999, 5e-7, 99.999999, 999999999.9, 1 / 128, 1e9, float("inf"), float("nan")]
    for _ in range(20000):
        vector = []
        for _ in range(rng.choice([1, 2, 3, 8, 64])):
            r = rng.random()
            if r < 0.3:
                x = rng.choice(pool)
            elif r < 0.5:
                x = round(rng.uniform(-1000, 1000), rng.randint(0, 7))
            elif r < 0.6:
                x = rng.randint(-10 ** 6, 10 ** 6) / 10 ** rng.randint(0, 6)
            else:
                x = rng.uniform(-1, 1) * 10 ** rng.randint(-5, 9)
            vector.append(-x if rng.random() < 0.3 else x)
        assert capture.rounded_vector_hash(vector) == capture.content_hash([round(float(v), 6) for v in vector])
