"""Batch 395 (held out). An izakaya's shift notes: chromadb collection of the staff's notes, script style (every call
its own trace); for a bill the helper asks only the reservations, course and register notes, and the note with the
party's change was filed under stock.

App: Izakaya Kazeguruma, a 30-seat izakaya near a station in Osaka, keeps its shift notes in one chroma collection
with metadata ``kind`` (reservations, course, stock, register, staff, prep). Staff write them at the end of a shift
in English and Japanese shorthand: yyyy/mm/dd dates, 24-hour times, yen as ¥4,000 or 4000円, 名 for heads. For a
bill the helper asks only the reservations, course and register notes (``where={"kind": {"$in": [...]}}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Dec's note of 2050/11/14 books Suzuki-sama's office party
for Fri 11/25 19:00, 12名, the 飲み放題 course at ¥4,000 a head, 2h; the course note (2050/11/15) has the course and
"+¥500/head to make the nomihodai 2.5h". Kenta's note of 2050/11/22 starts with the keg swap and the lemon sour
syrup (so it was filed as stock) and says Suzuki-sama rang at 18:40 - 2 more coming, so 14名 not 12, and they want
the 2.5h extension (the +500円) as it's their bonenkai; the tencho ok'd it. Question (2050/11/25, Dec at the reji):
"what's the total for the Suzuki party tonight? want the bill ready before they finish" -> expected ¥63,000
(14 x ¥4,500). The scoped query returns the booking, the course and the register note; the assistant says ¥48,000.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the 2050/11/22 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
14名 or the bonenkai extension; the booking's 12名 at ¥4,000 is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b395_chroma_izakaya_party_bill_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

CHANGE = ("2050/11/22 (火) Kenta - 生 keg swapped 21:10, lemon sour syrup low, order Thu w/ Maruyama. Suzuki-sama "
          "rang 18:40 re Fri: 2 more coming so 14名 not 12, and they want the 2.5h extension (the +500円) as it's "
          "their bonenkai. tencho ok'd, wrote it on the res book too")
NOTES = [
    ("reservations", "2050/11/14 (月) Dec - res Fri 11/25 19:00 Suzuki-sama (Kanda Sekkei), 12名, 飲み放題 course "
                     "¥4,000/head, 2h, back tatami room. regulars, no deposit. pay at the end, one bill"),
    ("course", "2050/11/15 tencho - the ¥4,000 course: edamame, karaage, sashimi 3 kinds, yakitori moriawase, "
               "ochazuke to finish. +¥500/head to make the nomihodai 2.5h"),
    ("stock", CHANGE),
    ("register", "2050/11/23 (水) reji shime 23:45 - takings ¥212,300, ¥30,000 float back in the safe, all square 👍"),
    ("staff", "2050/11/24 Mei off Fri (uni thing), Yuto covering 17:00-close, Dec on the reji"),
    ("prep", "2050/11/24 prep for Fri: karaage marinade x3, shred the cabbage, chill the spare keg, tatami room "
             "cushions out"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kazeguruma-shift-notes", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "what's the total for the Suzuki party tonight? want the bill ready before they finish"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert CHANGE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["reservations", "course", "register"]}})
hits = found["documents"][0]
context = ["Today is Fri 2050/11/25. You are talking to Dec, on the register at Izakaya Kazeguruma."] + hits
assert CHANGE not in hits and not any(w in c.lower() for c in context for w in ("14名", "bonenkai", "2 more")), context
assert any("12名, 飲み放題 course ¥4,000/head" in c for c in context), context
reply = answer(question, context, mock="¥48,000 - 12名 on the ¥4,000 nomihodai course.")
finish(question, expected="¥63,000 - 14名 at ¥4,500 (the ¥4,000 course + ¥500 for the 2.5h extension)", actual=reply)
