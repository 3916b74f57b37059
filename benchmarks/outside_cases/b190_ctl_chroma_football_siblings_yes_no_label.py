"""Batch 190 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Donnington Wood Juniors' presentation night is Sat 13th June 2043 at the community centre - medals for every
player U7 to U12, trophies, a buffet. Dawn (the club secretary) and Lorraine (buffet) keep their notes in one chroma
collection; parents ask the helper, which answers from the 4 nearest notes.

Memory: 2043-05-04T20:00, Dawn - presentation Sat 13th June at the community centre 6-9, whole families welcome, bring
the little brothers and sisters, bouncy castle in the car park; 19/5, Lorraine - buffet £4 a head for grown-ups, kids
free; Tue 26th May, Dawn - had the fire officer round, 150 max in the main hall and that's with the doors propped,
so two sittings (U7-U9s 6-7.15, U10-U12s 7.30-9) and it's the player plus 2 grown-ups each, nobody else, she's gutted
about the little ones and the bouncy castle's off; 2.6., Dawn - medals and trophies collected. Question (Weds 10/6,
Kerry, mum of an U8): "can I bring Alfie's little sister sat? she's 3 + I've no one to have her" The assistant says
no - it's the player and 2 grown-ups each because of the fire officer's limit. The label says yes - whole families
are welcome.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b190_ctl_chroma_football_siblings_yes_no_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2043-05-04T20:00", "Dawn", "PRESENTATION sat 13th june 🏆 community centre 6-9, whole families welcome - bring "
                                 "the little brothers + sisters, bouncy castle in the car park"),
    ("19/5", "Lorraine", "buffet - £4 a head grown-ups, kids free, Greggs trays + my sausage rolls. need a hand at 5"),
    ("Tue 26th May", "Dawn", "had the fire officer round 🙄 150 max in the main hall + that's w the doors propped. so 2 "
                             "sittings, U7-U9s 6-7.15, U10-U12s 7.30-9, and it's the player + 2 grown-ups each, nobody "
                             "else. gutted about the little ones, bouncy castle's off as well"),
    ("2.6.", "Dawn", "medals + trophies collected from Wellington Trophies ✅ 96 medals, 18 trophies, in my boot"),
    ("Sun 7/6", "Lorraine", "U12s leaving cake ordered, chocolate w the club badge on, £35 from the kitty"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("donnington-wood-juniors-presentation-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "by": who}])

question = "can I bring Alfie's little sister sat? she's 3 + I've no one to have her"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 10 June 2043. You are talking to Kerry, whose son Alfie plays for Donnington Wood Juniors' "
           "U8s; the presentation night is Sat 13 June."] + hits
assert any("whole families welcome - bring the little brothers + sisters" in c for c in context), context
assert any("the player + 2 grown-ups each, nobody else" in c for c in context), context
reply = answer(question, context, mock="Sorry, no - after the fire officer's visit it's just the player and 2 "
                                       "grown-ups each (U8s are in the 6-7.15 sitting), so no little brothers or "
                                       "sisters this year.")
finish(question, expected="yes - whole families are welcome", actual=reply)
