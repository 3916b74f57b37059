"""Batch 201 (held out). A parish's Remembrance parade: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: St Mary's, Westbury's Remembrance Sunday is Sun 12th Nov 2045 - the parade from the village to the war memorial,
two minutes' silence at 11, the Last Post, wreaths laid, then the service in church. Ian (the parish clerk, who also
does the Legion branch's paperwork) types his notes into the parish helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the leaders of the groups that march ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the first note (2045-10-02T19:30) has the parade
forming up in the school car park at 10.15, off at 10.30 down Church Lane. Ian's note of Tue 24th Oct is mostly the
wreaths (9 ordered from the Legion, collecting them Weds 8th), and then in passing: the school car park's being dug
up for the new drains that week, so they're forming up on the Royal Oak car park instead (Gary the landlord's fine
with it), same time - tell the cubs. The extraction keeps only the wreaths: the move to the Royal Oak is never
stored, so "forms up in the school car park" stays the only form-up place stored. Question (Thu 9/11, Karen, the cub
leader): "where are we meeting for the parade sun? need to tell the cub parents where to drop off" -> expected the
Royal Oak car park (the school car park's dug up for the drains), 10.15. The assistant says the school car park.

Expected verdict: ExtractionError at mem0.extract inside the Tue 24th Oct add (fault() wraps that one add): the note
given to mem0 moves the form-up to the Royal Oak, and what was made from it leaves that out, so the store never held
the fact the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says the Royal Oak car park; no stored memory or context line has the Royal Oak, the drains or Gary; the school car
park line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b201_mem0_remembrance_form_up_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-marys-westbury-remembrance-ian"
MOVED = ("Tue 24th Oct - wreaths, 9 ordered from the Legion (list below), collecting them weds 8th from Mrs Lloyd. oh "
         "+ the school car park's being dug up for the new drains that wk 🙄 so we're forming up on the Royal Oak car "
         "park instead, Gary's fine with it, same time. tell the cubs!! 1 parish council 2 Legion 3 WI 4 school "
         "5 scouts/cubs 6 brownies 7 bowls club 8 the Oak 9 the chapel")
NOTES = [
    ("2045-10-02T19:30", "REMEMBRANCE SUN 12th nov - parade forms up in the school car park 10.15, off at 10.30 sharp "
                         "down Church Lane to the memorial, 2 mins silence at 11 then service in church. standards "
                         "at the front, cubs + brownies behind the Legion",
     ["Remembrance Sunday parade is on Sun 12 Nov",
      "The parade forms up in the school car park at 10.15 and sets off at 10.30 down Church Lane to the war memorial",
      "Two minutes' silence at 11 at the memorial, then the service in church",
      "Standard bearers lead the parade; cubs and brownies march behind the Legion"]),
    ("16/10", "bugler sorted!! Megan from the Pontesbury band doing the Last Post + Reveille, she wants her cuppa "
              "after not before lol. road closure ok'd by the council 10.15-11.45, cones from the highways depot",
     ["Megan from the Pontesbury band is the bugler, playing the Last Post and Reveille",
      "The council approved the road closure from 10.15 to 11.45",
      "Cones come from the highways depot"]),
    ("Tue 24th Oct", MOVED,
     # the planted fault: the move of the form-up to the Royal Oak car park is dropped
     ["Nine wreaths have been ordered from the Legion, to be collected from Mrs Lloyd on Wed 8 Nov"]),
    ("3.11.", "readers - Rev Jo does the Exhortation, head girl (Lily P) reading In Flanders Fields. marshals in "
              "hi-vis - Steve + Dai at the junction by the shop",
     ["Rev Jo reads the Exhortation and the head girl, Lily P, reads In Flanders Fields",
      "Steve and Dai marshal at the junction by the shop in hi-vis"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="westbury-remembrance-45"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "forming up on the Royal Oak car park instead" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where are we meeting for the parade sun? need to tell the cub parents where to drop off"
    hits = []
    for query in ("where does the parade form up", "parade meeting point", "Remembrance Sunday parade times"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 9 Nov 2045. You are talking to Karen, the cub leader at St Mary's, Westbury; the cubs "
               "march in the Remembrance parade on Sun 12 Nov."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any(w in s for s in low for w in ("royal oak", "the oak", "drains", "dug up", "gary")), stored
    assert any("forms up in the school car park at 10.15" in c for c in context), context
    reply = answer(question, context, mock="The school car park - the parade forms up there at 10.15 and sets off at "
                                           "10.30, so drop the cubs off there.")
finish(question, expected="the Royal Oak car park, 10.15 - the school car park's dug up for the new drains",
       actual=reply)
