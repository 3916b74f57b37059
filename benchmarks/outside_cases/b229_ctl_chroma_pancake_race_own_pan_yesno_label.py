"""Batch 229 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, script style
(every call its own trace).

App: Luddenden Foot's pancake race is on Shrove Tuesday, Tue 2nd March 2049, 4pm after school, along the canal
towpath from the Coach and Horses - a kids' heat first, then the grown-ups, prizes off the shops. Bev (who organises
it) files her notes into one chroma collection; the helper answers from the 4 nearest notes.

Memory: 2049-01-27T19:30 Bev - race Tue 2nd March, 4pm, bring your own pan and a pinny, kids' heat first; the prizes
(Easter eggs, a £20 Co-op voucher, the golden frying pan); Weds 17/2 Bev - Harry from the hardware shop on Burnley Rd
dropped off 10 non-stick pans for the race, all the same so it's fair, they'll be at the start with the pancakes, and
the kids' heat winners get to keep theirs; 22.2. - the Brownies are making the pancakes, marshals, first aid.
Question (Sun 28/2, Nicola, a mum): "do the kids need to bring their own pans tues? ours is a massive cast iron thing
😂" The assistant says no - there are matching pans at the start from the hardware shop (and the kids' winners keep
theirs). The label says yes - bring your own pan and a pinny (the first note, before the hardware shop's pans).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b229_ctl_chroma_pancake_race_own_pan_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2049-01-27T19:30 PANCAKE RACE 🥞 shrove tues 2nd march, 4pm after school, along the towpath from the Coach + "
    "Horses. bring ur own pan + a pinny, kids' heat 1st",
    "prizes - Easter eggs for the kids' heat winners, £20 Co-op voucher for the grown ups + the golden frying pan "
    "trophy for the fastest time",
    "Weds 17/2 - Harry from the hardware shop on Burnley Rd dropped off 10 non-stick pans for the race 🙌 all the same "
    "so it's fair, they'll be at the start w/ the pancakes + the kids' heat winners get to keep theirs",
    "22.2. Brownies making the pancakes on the morning (60ish), marshals Tony + Sue, first aid Pete",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-foot-pancake-race-2049",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Bev"} for _ in NOTES])

question = "do the kids need to bring their own pans tues? ours is a massive cast iron thing 😂"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 28 February 2049. You are talking to Nicola, a mum whose kids are running in Luddenden Foot's "
           "pancake race (Shrove Tuesday, 2 March)."] + hits
assert any("bring ur own pan + a pinny" in c for c in context), context
assert any("dropped off 10 non-stick pans for the race" in c for c in context), context
reply = answer(question, context, mock="No - Harry from the hardware shop has given 10 matching non-stick pans, "
                                       "they'll be at the start, so leave the cast iron at home. The kids' heat "
                                       "winners even get to keep theirs.")
finish(question, expected="yes - bring your own pan and a pinny", actual=reply)
