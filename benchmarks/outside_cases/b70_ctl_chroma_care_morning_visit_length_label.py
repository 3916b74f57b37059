"""Batch 70 (held out), control. A home-care agency's visit notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: BrightCare Stroud's carers and office staff write short notes about each client into one collection (metadata
``{"client"}``); the assistant answers carers' questions from a query over that client's notes. Mr Ahmed's morning
call was half an hour (8-8.30) when he started with the agency. Since the ceiling hoist went in, the OT wants two
carers for every transfer and the council have funded 45 minutes for the morning call, from Mon 4 Nov.

No fault planted. Question (Mon 11/11, Sam, new on the round): "how long is Mr Ahmed's morning visit?" The model
answers 45 minutes (8 till 8.45, two carers), right per memory. The label says half an hour, the length from his care
plan in the summer. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b70_ctl_chroma_care_morning_visit_length_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("Mr Ahmed", "care plan 15/7/30: am call 30 min 8-8.30 - wash, breakfast, meds from the dosette. tea call 5-5.30. "
                 "speaks Urdu + some English, son Imran is the contact"),
    ("Mr Ahmed", "key safe by the back door, code from the office. PLEASE shut the side gate, the cat gets out"),
    ("Mrs Patel", "eye drops am + pm, both eyes, fridge door shelf"),
    ("Mr Ahmed", "OT visit 21/10 - ceiling hoist fitted in the bedroom. two carers for every transfer now, no "
                 "exceptions. council agreed the extra - am call is 8 to 8.45 from mon 4th nov, Dawn + whoever's on "
                 "the double"),
    ("Mr Ahmed", "likes his chai w the tea bag left in, 1 sugar. breakfast is usually porridge or toast"),
    ("Mr Hughes", "lunch 1-1.30, family do his meds, we just do the meal + a chat"),
    ("Mr Ahmed", "sore on his left heel 2/11 - cream from the district nurse, she's in weds + fri, log it on the "
                 "body map"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brightcare-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"c{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"client": c} for c, _ in DOCS])

question = "how long is Mr Ahmed's morning visit?"
hits = notes.query(query_texts=["Mr Ahmed morning am call visit length how long minutes"], n_results=5,
                   where={"client": "Mr Ahmed"})["documents"][0]
context = ["Today is Mon 11 November 2030. You are talking to Sam, a carer new to the round."] + hits
assert any("am call 30 min 8-8.30" in c for c in context), context
assert any("8 to 8.45 from mon 4th nov" in c for c in context), context
reply = answer(question, context, mock="45 minutes - 8 till 8.45, with two of you on because of the hoist.")
finish(question, expected="half an hour, 8-8.30", actual=reply)
