"""Batch 123 (held out). A village show secretary's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Val, secretary of the Thornsett Village Show, types her notes (schedule, judges, marquee, raffle) into the show
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the stewards and exhibitors ask it things.

Planted fault (ExtractionError, dropped at extraction): Val's note of Tue 23rd June lists the judges - baking and
preserves Mrs Hardcastle ("says it's her last yr"). Her note of 14/7 says Mrs H rang, she's having her hip done on
the 3rd so she can't judge after all, and Pat Whitely from Skipton WI has said she'll step in (she did Gargrave's
last yr) - and, in the same note, the raffle prizes are in (a Co-op hamper, a meal for 2 at the Fox) and Geoff's
doing the PA again. Extraction keeps the raffle and the PA and drops the change of judge. Question (Mon 3/8, Gill,
who runs the baking tent): "who's judging the baking sat? need to tell the stewards who they're looking after" ->
expected Pat Whitely from Skipton WI. The assistant says Mrs Hardcastle.

Expected verdict: ExtractionError at mem0.extract inside the 14/7 add (fault() wraps that one add): the note handed
to mem0 said who judges the baking now and no memory made from it does; the searches and the answer then worked on
what was stored. Asserted: the note names Pat Whitely; no stored memory or context line does (nor the hip), while
the Hardcastle line and the raffle and PA from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b123_mem0_show_baking_judge_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "thornsett-show-val"
HIP = ("Mrs H rang :( she's having her hip done on the 3rd so can't judge the baking/preserves after all. Pat "
       "Whitely from Skipton WI has said she'll step in, she did Gargrave's last yr so knows the drill. on a "
       "happier note raffle prizes are in - hamper from the Co-op + meal for 2 at the Fox. Geoff doing the PA "
       "again bless him, needs an extension lead")
NOTES = [
    ("16th may", "show's sat 8th aug on the rec. marquee from Cravens comes fri 7th 2pm-ish. 42 classes - veg 1-14, "
                 "flowers 15-22, baking + preserves 23-31, crafts 32-38, kids 39-42. 50p a class, entries close "
                 "weds 5th aug 8pm at the village hall",
     ["The Thornsett Village Show is on Saturday 8 August on the recreation ground",
      "The marquee from Cravens arrives on Friday 7 August at about 2pm",
      "There are 42 classes: vegetables 1-14, flowers 15-22, baking and preserves 23-31, crafts 32-38, children's "
      "39-42",
      "Entries are 50p a class and close on Wednesday 5 August at 8pm at the village hall"]),
    ("Tue 23rd", "judges sorted!! veg Mr Ackroyd again, flowers Sheila Moss, baking + preserves Mrs Hardcastle (says "
                 "it's her last yr, 19 yrs!!), crafts Denise from the guild. judges' lunch in the pavilion 12.30, "
                 "Pam's doing quiche",
     ["Mr Ackroyd judges the vegetable classes",
      "Sheila Moss judges the flower classes",
      "Mrs Hardcastle judges the baking and preserves classes; she says it is her last year after 19 years",
      "Denise from the guild judges the crafts",
      "The judges' lunch is in the pavilion at 12.30; Pam is making quiche"]),
    ("14/7", HIP,
     # the planted fault: the change of baking judge drops out, the rest of the note is kept
     ["Raffle prizes are a hamper from the Co-op and a meal for two at the Fox",
      "Geoff is doing the PA again and needs an extension lead"]),
    ("22.7.", "trophies back from the engravers, £38 the lot. baking challenge cup = most pts across 23-31. judging "
              "10-12, hall shut to exhibitors, doors open to the public 2pm",
     ["The trophies are back from the engravers and cost £38",
      "The baking challenge cup goes to whoever gets the most points across classes 23-31",
      "Judging is 10am to 12 with the marquee shut to exhibitors; the public come in at 2pm"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="thornsett-show"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == HIP:
                assert "Pat Whitely" in note and "step in" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's judging the baking sat? need to tell the stewards who they're looking after"
    with turn_span("question Mon 3/8"):
        hits = []
        for query in ("who judges the baking and preserves", "judges show saturday", "raffle PA Geoff"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 3 August 2037. You are talking to Gill, who runs the baking tent at the show."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Mrs Hardcastle judges the baking" in c for c in context), context
        assert any("Co-op" in c for c in context) and any("Geoff" in c for c in context), context
        assert not any("Pat" in s or "Whitely" in s or "hip" in s for s in stored + context), stored
        reply = answer(question, context, mock="Mrs Hardcastle - she does baking and preserves (her last year). "
                                               "Judges' lunch is 12.30 in the pavilion.")
finish(question, expected="Pat Whitely from Skipton WI - Mrs Hardcastle's having her hip done so can't judge",
       actual=reply)
