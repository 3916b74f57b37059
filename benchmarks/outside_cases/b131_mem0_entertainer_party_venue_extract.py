"""Batch 131 (held out). A children's party entertainer's booking notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Mel ("Magic Mel") does children's parties - magic, balloon modelling, games - and types her booking, travel
and props notes into a helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Rob, her husband,
drives the van and asks it where he's going.

Planted fault (ExtractionError, garbled at extraction): the note of 2/5 books Tayo Okafor's 6th birthday for Sat
16th may, 2-4pm at the family's house, 14 Rowan Close, Bramley. Mel's note of 11/5 says Mrs Okafor rang - 22 yeses
so it's NOT at the house any more, she's booked St Luke's church hall on Elm Rd (the small hall round the back),
same time; she wants the bubble machine too (+£20) and parking's at the Co-op. Extraction keeps the bubble machine
and the parking and turns the venue line round into "the party is still at 14 Rowan Close" - the "NOT" lost.
Question (Fri 15/5, Rob): "where am i dropping you sat for the okafor one? need to put it in the satnav" -> expected
St Luke's church hall on Elm Rd (the small hall at the back). The assistant says 14 Rowan Close.

Expected verdict: ExtractionError at mem0.extract inside the 11/5 add (fault() wraps that one add): the note handed
to mem0 moved the party to St Luke's hall and the memory made from it says the opposite, while the other facts from
the same note were kept right; the searches and the answer then worked on what was stored. Asserted: the note has
"St Luke's church hall"; no stored memory or context line mentions St Luke's, a church hall or Elm Rd; the bubble
machine and the parking lines from the same note, and the garbled "still at 14 Rowan Close", are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b131_mem0_entertainer_party_venue_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "magic-mel"
OKAFOR = ("Mrs Okafor rang - they've had 22 yeses!! so its NOT at the house any more, she's booked St Luke's church "
          "hall on Elm Rd (the small hall round the back, not the big one), same time 2-4. wants the bubble machine "
          "too, +£20, fine. parking's at the Co-op over the road, hall has none")
NOTES = [
    ("2/5", "Okafor party booked - Tayo's 6th, sat 16th may 2-4pm at theirs, 14 Rowan Close, Bramley. magic + "
            "balloon modelling + pass the parcel. £180, £40 dep paid by bank. he's mad on dinosaurs",
     ["Tayo Okafor's 6th birthday party is on Saturday 16 May, 2-4pm, at 14 Rowan Close, Bramley",
      "The Okafor party is magic, balloon modelling and pass the parcel for £180, with a £40 deposit paid",
      "Tayo loves dinosaurs"]),
    ("Tue 5th", "props - dove pan hinge is bust AGAIN, order new one from Kovari. nearly out of pink 260s, get a bag "
                "of 100. van needs tax by the 31st",
     ["The dove pan hinge is broken and a new one needs ordering from Kovari",
      "Mel needs a bag of 100 pink 260 balloons",
      "The van tax is due by the 31st"]),
    ("11/5", OKAFOR,
     # the planted fault: the venue line comes out the wrong way round; the other facts are kept right
     ["Tayo Okafor's party is still at 14 Rowan Close, same time 2-4",
      "Mrs Okafor wants the bubble machine added for £20",
      "Parking for the Okafor party is at the Co-op over the road"]),
    ("Thu 14/5", "sun 17th - Jacob Harris, 4th, 10.30-12 at the Scout hut, Mill Rd. 12 kids. Rob to load the "
                 "parachute + the big speaker fri night",
     ["Jacob Harris's 4th birthday is Sunday 17th, 10.30-12 at the Scout hut on Mill Rd, 12 children",
      "Rob is loading the parachute and the big speaker on Friday night"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="magic-mel"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == OKAFOR:
                assert "she's booked St Luke's church hall on Elm Rd" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where am i dropping you sat for the okafor one? need to put it in the satnav"
    with turn_span("question Fri 15/5"):
        hits = []
        for query in ("Okafor party where venue address", "Okafor bubble machine parking", "Saturday party"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 15 May 2037. You are talking to Rob, Mel's husband, who drives the van."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("still at 14 Rowan Close" in c for c in context), context
        assert any("bubble machine" in c for c in context) and any("Co-op" in c for c in context), context
        assert not any("Luke" in s or "church" in s.lower() or "Elm" in s for s in stored + context), stored
        reply = answer(question, context, mock="14 Rowan Close, Bramley - it's at their house, 2-4. Park at the Co-op.")
finish(question, expected="St Luke's church hall on Elm Rd, the small hall round the back - 22 said yes so it's not "
                          "at the house any more", actual=reply)
