"""Batch 260 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Ovenden Astronomical Society run outreach evenings through the winter of 2051. Anita (the outreach secretary)
files the bookings and the kit into one chroma collection; the helper answers members' questions from the 4
nearest notes.

Memory: 2051-10-02T20:00 - 1st Sowerby Scouts stargazing, Thu 2nd Nov on the field by the scout hut, 7 till 8.30,
if it's cloudy it's off and we'll rebook; 12/10 - kit for the Scouts, 3 scopes, the binoculars, red torches, the
star wheels; Weds 25th Oct - spoke to Akela, they don't want to let the lads down again (it was off twice last
year), so if it's cloudy we'll do the planetarium tent and Jim's meteorite table in the hut instead, it's on
whatever the weather; 30/10 - the WI talk's sorted. Question (Thu 2/11, Dave, 4pm): "is the scouts thing still on
tonight? it's properly clouded over up here ☁️" The assistant says yes - it's on whatever the weather, the
planetarium tent and the meteorite table in the hut if it's cloudy. The label says no, it's off if it's cloudy.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b260_ctl_chroma_astro_scouts_cloudy_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("booking", "2051-10-02T20:00 1st Sowerby Scouts stargazing 🔭 thurs 2nd nov on the field by the scout hut, 7 "
                "till 8.30, about 20 lads. if it's cloudy it's off + we'll rebook"),
    ("kit", "12/10 kit for the Scouts - 3 scopes, the 10x50 binoculars, red torches, star wheels for them to keep"),
    ("booking", "Weds 25th Oct spoke to Akela - they don't want to let the lads down again (it was off twice last "
                "yr 🙄) so if it's cloudy we'll do the planetarium tent + Jim's meteorite table in the hut instead. "
                "it's on whatever the weather"),
    ("booking", "30/10 Luddenden WI talk sorted, weds 15th nov, Jim's doing the northern lights"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ovenden-as-outreach-autumn-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Anita"}])

question = "is the scouts thing still on tonight? it's properly clouded over up here ☁️"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 2 November 2051, 4pm. You are talking to Dave, a member of Ovenden Astronomical Society who "
           "brings his telescope to outreach evenings."] + hits
assert any("if it's cloudy it's off + we'll rebook" in c for c in context), context
assert any("it's on whatever the weather" in c for c in context), context
reply = answer(question, context, mock="Yes, it's still on - if it's cloudy it moves into the hut: the planetarium "
                                       "tent and Jim's meteorite table. 7 till 8.30.")
finish(question, expected="no - it's off if it's cloudy, it'll be rebooked", actual=reply)
