"""Batch 253 (held out). A mobile hairdresser's appointment notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Dawn runs "Shears on Wheels", a mobile hairdresser round Todmorden and Hebden Bridge - root tints, cuts, wash
and sets in people's kitchens, and a care home every week. She types her appointment notes into her helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Kayleigh, who covers for her when she's away, asks it
things.

Planted fault (ExtractionError, a fact dropped at extraction): Dawn's note of 2051-01-12T18:40 has Mrs Pearson's
root tint as 7.1 with 20 vol, 1:1, 35 minutes. Her note of Tue 7 Feb says Mrs P's patch test came up itchy behind
her ear, so she's not risking the permanent again and is switching her to the semi - 6.0 natural, no developer, 20
minutes - and, in passing, that Mrs P wants her fringe shorter for her granddaughter's wedding in June and is in
Tenerife 3-17 March, so skip that appointment. The extraction keeps the fringe and Tenerife and drops the switch:
the 7.1 with 20 vol stays the only colour stored for her. Question (Mon 3/4, Kayleigh, covering Mrs P on Tuesday):
"I'm doing Mrs Pearson tmrw for Dawn - what colour do I mix up for her roots?" -> expected the 6.0 natural semi,
no developer (her patch test reacted to the permanent). The assistant says 7.1 with 20 vol, 1:1.

Expected verdict: ExtractionError at mem0.extract inside the Tue 7 Feb add (fault() wraps that one add): the note
given to mem0 moves Mrs P to the 6.0 semi with no developer, and what was made from it leaves that out, so the store
never held the colour the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the 6.0 semi; no stored memory or context line mentions 6.0, a semi, the patch test or the
itch; the fringe from the same note is stored; the first note's 7.1 + 20 vol is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b253_mem0_mobile_hair_root_colour_what_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "shears-on-wheels-dawn"
CUT = ("Tue 7 Feb - Mrs P's patch test came up itchy behind her ear 😬 not risking the permanent on her again so "
       "switching her to the semi, 6.0 natural, NO developer, 20 mins. she's fine w/ it not covering the greys as "
       "well. also wants her fringe shorter for her granddaughter's wedding in june, + she's off to Tenerife 3-17 "
       "march so skip that appt")
NOTES = [
    ("2051-01-12T18:40", "2051-01-12T18:40 Joan Pearson (Mrs P) 3 Laneside, every 4 wks tues am. root tint 7.1 + "
                         "20 vol 1:1, 35 mins, then cut + blow. likes a bit of height on top, hates hairspray",
     ["Mrs Pearson (Joan) at 3 Laneside is every 4 weeks on a Tuesday morning",
      "Mrs Pearson's root tint is 7.1 with 20 vol developer, 1:1, 35 minutes, then a cut and blow dry",
      "Mrs Pearson likes height on top and hates hairspray"]),
    ("26/1", "26/1 new client Mr Akhtar, 9 Rose St, clipper cut no.2 sides, bit off the top, £14 cash. his wife "
             "might want a perm after easter",
     ["Mr Akhtar at 9 Rose St has a clipper cut, number 2 on the sides, £14 cash",
      "Mr Akhtar's wife might want a perm after Easter"]),
    ("Tue 7 Feb", CUT,
     # the planted fault: the switch to the 6.0 semi with no developer is dropped
     ["Mrs Pearson wants her fringe shorter for her granddaughter's wedding in June",
      "Mrs Pearson is in Tenerife 3-17 March, skip that appointment"]),
    ("Mon 20/2", "Mon 20/2 Sheila at Fernlea says the home's weds now not thurs, 6 ladies 10-1, £15 a head the home "
                 "pays, invoice end of month",
     ["Fernlea care home is on Wednesdays now, not Thursdays: 6 ladies, 10-1",
      "Fernlea pays £15 a head, invoiced at the end of the month"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="shears-on-wheels-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "switching her to the semi, 6.0 natural, NO developer" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "I'm doing Mrs Pearson tmrw for Dawn - what colour do I mix up for her roots?"
    with turn_span("question Mon 3/4"):
        hits = []
        for query in ("Mrs Pearson colour", "root tint mix developer", "Joan Pearson Laneside"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 3 April 2051. You are talking to Kayleigh, who is covering Dawn's clients "
                   "(Shears on Wheels mobile hairdresser) this week."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("6.0", "semi", "patch", "itchy", "no developer")), stored
        assert any("7.1 with 20 vol developer, 1:1" in c for c in context), context
        assert any("fringe shorter" in s for s in stored), stored
        reply = answer(question, context, mock="Mix 7.1 with 20 vol, 1:1, and leave it 35 minutes - then her cut "
                                               "and blow dry.")
finish(question, expected="the 6.0 natural semi-permanent, no developer - her patch test reacted to the permanent",
       actual=reply)
