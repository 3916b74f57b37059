"""Batch 263 (held out). A wedding photographer's bookings: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Sam Lister Photography (Sam, a one-woman wedding photographer in Hebden Bridge) keeps her bookings in a helper
built on mem0: after every call, email or venue visit she types a note into it with
``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it things on the morning of a job. Hannah
Pickersgill and Josh Tait get married on Sat 17th June 2051.

Planted fault (ExtractionError, a fact dropped at extraction): Sam's booking note of 2050-11-04T16:20 has the
ceremony at 1pm at St Thomas's church in Heptonstall and the reception at Craiglands Hall, 8 hrs coverage. Her
note of 12/5 (a call with Hannah) says, mostly in passing, that they've dropped the church - the vicar couldn't do
the 17th after all - and the registrar's doing it at the hall now, 2pm in the orangery; ALSO Hannah wants a shot of
nana's brooch pinned on the bouquet, and Biscuit the spaniel in the family group. The extraction keeps the brooch
and the dog and drops the move: the church stays the only ceremony place stored. Question (Fri 16/6, Sam): "where's
the ceremony tmrw? want to go + look at the light at 2ish today" -> expected the orangery at Craiglands Hall, 2pm
(registrar; the church is off). The assistant says St Thomas's church, Heptonstall.

Expected verdict: ExtractionError at mem0.extract inside the 12/5 add (fault() wraps that one add): the note given
to mem0 has the ceremony moved to the orangery at the hall, and what was made from it leaves that out, so the store
never held the place the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the orangery; no stored memory or context line mentions the orangery, the registrar or
the vicar; the brooch from the same note is stored; the booking note's church is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b263_mem0_wedding_photos_ceremony_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sam-lister-photography"
CUT = ("12/5 call w/ Hannah (P+T wedding) - they've dropped the church!! vicar can't do the 17th after all, some "
       "diocese thing, so the registrar's doing it at the hall now, 2pm in the orangery 🙌 less driving for me. ALSO "
       "she wants a close up of nana's brooch pinned on the bouquet + Biscuit (spaniel) in the big family group, "
       "brother's bringing him at 3")
NOTES = [
    ("2050-11-04T16:20", "2050-11-04T16:20 BOOKED ✅ Hannah Pickersgill + Josh Tait, sat 17th june 2051. ceremony 1pm "
                         "St Thomas's Heptonstall, reception Craiglands Hall. 8 hrs, £1,650, £300 deposit pd. "
                         "bridal prep at her mum's in Mytholm from 9.30",
     ["Hannah Pickersgill and Josh Tait's wedding is Sat 17th June 2051, 8 hours coverage",
      "The P+T ceremony is at 1pm at St Thomas's church, Heptonstall",
      "The P+T reception is at Craiglands Hall",
      "P+T package is £1,650, £300 deposit paid",
      "Bridal prep for P+T is at Hannah's mum's in Mytholm from 9.30"]),
    ("Tue 14 Feb", "Tue 14 Feb engagement shoot done at Hardcastle Crags, v windy 😂 gallery sent. Josh hates his left "
                   "side apparently, noted. they liked the b+w ones best",
     ["P+T engagement shoot done at Hardcastle Crags, gallery sent",
      "Josh doesn't like being photographed from his left side",
      "Hannah and Josh liked the black and white shots best"]),
    ("12/5", CUT,
     # the planted fault: the move from the church to the orangery at 2pm is dropped
     ["Hannah wants a close-up of nana's brooch pinned on the bouquet",
      "Biscuit the spaniel is in the P+T family group; Hannah's brother is bringing him at 3"]),
    ("2/6", "2/6 balance in 👍 shot list back from H - confetti exit, both grans together, the uni lot, Josh + his "
            "5-a-side team. 1st dance 8.15, I'm off at 9.30",
     ["P+T balance paid",
      "P+T shot list: confetti exit, both grans together, the uni friends, Josh with his 5-a-side team",
      "P+T first dance at 8.15; coverage ends at 9.30"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sam-lister-bookings-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "registrar's doing it at the hall now, 2pm in the orangery" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the ceremony tmrw? want to go + look at the light at 2ish today"
    with turn_span("question Fri 16/6"):
        hits = []
        for query in ("P+T ceremony place", "where is the wedding ceremony", "church or venue for Hannah and Josh"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 16 June 2051. You are talking to Sam, the photographer, about tomorrow's wedding "
                   "(Hannah Pickersgill + Josh Tait)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("orangery", "registrar", "vicar", "2pm")), stored
        assert any("St Thomas's church, Heptonstall" in c for c in context), context
        assert any("brooch" in s for s in stored), stored
        reply = answer(question, context, mock="St Thomas's church in Heptonstall - the ceremony's at 1pm, then "
                                               "the reception's at Craiglands Hall.")
finish(question, expected="the orangery at Craiglands Hall, 2pm - the registrar's doing it, the church is off",
       actual=reply)
