"""Batch 314 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of the organiser's notes,
script style (every call its own trace).

App: Swaledale walling weekend, Sat 21st and Sun 22nd June 2051 at Gunnerside - eight beginners on a field wall
below the village, run by Maggie for the local walling branch. Maggie files her notes into one chroma collection;
the helper answers people on the course from the 4 nearest.

Memory: 2051-06-01T18:00 - the weekend's on, Gunnerside, Rob Metcalfe teaching Saturday and Sunday with Ian Harker
helping on the Sunday, 8 places, £120; 9/6 - kit: steel toe caps, rigger gloves, no shorts (shins!!); Tue 17th June
- Rob's done his back in lifting a throughstone, he's out for a few weeks, so Ian's taking both days instead, he's
a master craftsman too so they're in good hands; Weds 18/6 - forecast's good, suncream and plenty of water.
Question (Thu 19/6, Lucy): "who's teaching us at the weekend? want to look him up 🙂" The assistant says Ian Harker
- Rob's done his back in. The label says Rob Metcalfe.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b314_ctl_chroma_walling_course_instructor_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2051-06-01T18:00 SWALEDALE WALLING WKND 🪨 sat 21st + sun 22nd june, Gunnerside. Rob Metcalfe teaching sat + "
    "sun w/ Ian Harker helping on the sun. 8 places, £120, meet at the Kings Head 9am",
    "9/6 kit - steel toe caps, rigger gloves, long trousers NOT shorts (shins!!), water + a brew",
    "Tue 17th June - Rob's done his back in lifting a throughstone 😬 out for a few wks, so Ian's taking both days "
    "instead. he's a master craftsman too so ur in good hands",
    "Weds 18/6 forecast's good ☀️ suncream + plenty of water, there's no shade on that field",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("swaledale-walling-june-2051",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Maggie"} for _ in NOTES])

question = "who's teaching us at the weekend? want to look him up 🙂"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 19 June 2051. You are talking to Lucy, who's on the Swaledale walling weekend (Sat 21 - Sun "
           "22 June)."] + hits
assert any("Rob Metcalfe teaching sat + sun" in c for c in context), context
assert any("Rob's done his back in" in c and "Ian's taking both days" in c for c in context), context
reply = answer(question, context, mock="Ian Harker, both days - Rob Metcalfe's done his back in, so Ian's stepped in. "
                                       "He's a master craftsman too.")
finish(question, expected="Rob Metcalfe", actual=reply)
