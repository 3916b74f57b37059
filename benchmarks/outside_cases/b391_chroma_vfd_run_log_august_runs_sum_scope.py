"""Batch 391 (held out). A West Virginia volunteer fire department's run log: chromadb collection of the officers'
notes, script style (every call its own trace); for a "how many runs" question the helper asks only the run-log
notes, and the note with the last three calls of the month was filed under the truck checks.

App: Cow Run Volunteer Fire Dept (Station 14) keep their notes - run log, truck checks, training, the Auxiliary,
money - in one chroma collection with metadata ``kind`` (runs, trucks, training, auxiliary, money). Capt. Roger
Tanner posts them the way he'd post on the department's Facebook page. For a "how many runs" question the helper
asks only the run-log notes (``where={"kind": "runs"}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the run log for 8/1-8/15 has 11 runs and the one for
8/16-8/29 has 9. Roger's note of Wed 8/30 starts with the truck checks (Tanker 3's rear tire, the brush truck's
primer) and says, at the end, that they caught 3 calls that night after checks - a lift assist on Poplar Lick and 2
brush fires up yonder on Laurel Fork - not in the run log yet; it was filed as kind 'trucks'. Nothing on 8/31.
Question (Fri 9/1, Tammy at the county 911 center): "how many runs did y'all make in August? need the number for
the monthly report" -> expected 23 (11 + 9 + 3). The scoped query returns the two run-log notes; the assistant says
20.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Wed 8/30 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
the 3 calls, Poplar Lick or Laurel Fork; the 11 and the 9 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b391_chroma_vfd_run_log_august_runs_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

LATE = ("Wed 8/30 truck checks - E-14 good, Tanker 3 needs a new rear tire driver side (tread's plumb gone), brush "
        "truck's primer acting up again, Jr's gonna look at it. oh and we caught 3 calls tonight after checks, lift "
        "assist on Poplar Lick + 2 brush fires up yonder on Laurel Fork. ain't got em in the run log yet")
NOTES = [
    ("runs", "RUN LOG 8/1-8/15: 11 runs 🚒 6 EMS assist, 3 MVA (2 on Rt 33, 1 at the Sand Fork bridge), 2 brush "
             "fires. E-14 took 8 of em"),
    ("runs", "run log 8/16-8/29 - 9 runs. 5 EMS assist, 1 structure (mutual aid to Clay Fork, the Hudnall barn), 2 "
             "MVA, 1 tree down acrost Cow Run Rd"),
    ("training", "8/24 training nite - vehicle extrication out at Dickie's junkyard, 14 showed up, good turnout"),
    ("trucks", LATE),
    ("auxiliary", "Auxiliary meeting Tues 9/12 7p at the station. Bring your ideas for the pancake breakfast pie "
                  "table"),
    ("money", "8/31 fire fee letters went out, $40 a house same as last yr. holler at Sharon if yours didn't come"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cow-run-vfd-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Capt. Tanner"}])

question = "how many runs did y'all make in August? need the number for the monthly report"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert LATE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": "runs"})
hits = found["documents"][0]
context = ["Today is Fri 9/1/2051. You are talking to Tammy at the county 911 center, who does the monthly report "
           "for Cow Run Volunteer Fire Dept (Station 14)."] + hits
assert LATE not in hits and not any(w in c.lower() for c in context
                                    for w in ("3 calls", "poplar lick", "laurel fork")), context
assert any("11 runs" in c for c in context), context
assert any("9 runs" in c for c in context), context
reply = answer(question, context, mock="20 runs in August - 11 from the 1st to the 15th and 9 from the 16th to the "
                                       "29th.")
finish(question, expected="23 - the 11 and the 9 in the run log, plus the 3 calls on 8/30 after truck checks",
       actual=reply)
