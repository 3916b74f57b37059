"""Batch 245 (held out). A mobile hairdresser's appointments: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Donna runs "Curl Up & Dye On Wheels", a mobile hairdresser round Sowerby and Ripponden - cuts, colours, blow
dries in people's kitchens, out of a little van. She types her notes into her phone's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it what's on.

Planted fault (ExtractionError, a fact dropped at extraction): Donna's note of Sat 27/7 books Mrs Greenwood (3
doors from the chapel) for roots and a cut & blow dry on Sat 3rd Aug at 10.30, 7.3 as usual. Her note of Weds 31/7
says Mrs G rang - Sat 3rd's no good now, the grandson's christening got moved - so she's put her on the 14th
instead, same time; AND Mrs G wants to go a shade lighter for the summer, 8.3 not 7.3, so more 8.3 to order from
Sally's. The extraction keeps the shade and the order and drops the move: Sat 3rd stays the only day stored for
Mrs G. Question (Fri 2/8, Donna): "when am I doing Mrs Greenwood's roots? need to make sure the 8.3's in the van"
-> expected Weds 14th Aug, 10.30. The assistant says tomorrow, Sat 3rd Aug at 10.30.

Expected verdict: ExtractionError at mem0.extract inside the Weds 31/7 add (fault() wraps that one add): the note
given to mem0 moves Mrs G to the 14th, and what was made from it leaves that out, so the store never held the day
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
the 14th; no stored memory or context line mentions the 14th, the christening or a move; the 8.3 shade from the
same note is stored; the Sat 3rd Aug booking is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b245_mem0_hairdresser_roots_appt_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "curl-up-and-dye-donna"
CUT = ("Weds 31/7 Mrs G rang 📞 sat 3rd's no good now, grandson's christening got moved to that day 🙄 so I've put "
       "her on the 14th instead, same time. AND she wants to go a shade lighter for the summer, 8.3 not 7.3 - need "
       "to order more 8.3 from Sally's")
NOTES = [
    ("2047-06-02T09:00", "2047-06-02T09:00 summer prices 💇‍♀️ cut & finish £26, cut & blow dry £30, restyle £36, "
                         "roots £42, full head £52, highlights from £65. travel: Sowerby free, Ripponden £3, "
                         "Halifax £5",
     ["Summer prices: cut & finish £26, cut & blow dry £30, restyle £36, roots £42, full head £52, highlights "
      "from £65",
      "Travel: Sowerby free, Ripponden £3, Halifax £5"]),
    ("Sat 27/7", "Sat 27/7 Mrs Greenwood (3 doors from the chapel) roots + cut & blow dry, sat 3rd aug 10.30, 7.3 "
                 "as usual. patch test done today, fine",
     ["Mrs Greenwood (3 doors from the chapel) is booked for roots and a cut & blow dry on Sat 3rd Aug at 10.30",
      "Mrs Greenwood's colour is 7.3",
      "Mrs Greenwood's patch test was done on 27/7 and was fine"]),
    ("Weds 31/7", CUT,
     # the planted fault: the move to the 14th is dropped
     ["Mrs Greenwood wants to go a shade lighter for the summer: 8.3 instead of 7.3",
      "Need to order more 8.3 from Sally's"]),
    ("Thurs 1st aug", "thurs 1st aug van's through its MOT 🙌 new wipers. Sally's order goes in mon. the Ackroyd "
                      "twins cut sat 3rd 2pm, £15 each (kids)",
     ["The van passed its MOT on 1st Aug",
      "The Sally's order goes in on Monday",
      "The Ackroyd twins have cuts on Sat 3rd at 2pm, £15 each"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="curl-up-dye-2047"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "put her on the 14th instead, same time" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when am I doing Mrs Greenwood's roots? need to make sure the 8.3's in the van"
    with turn_span("question Fri 2/8"):
        hits = []
        for query in ("Mrs Greenwood appointment", "when is Mrs Greenwood booked", "roots colour booking"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 2 August 2047. You are talking to Donna, who runs a mobile hairdresser's."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("14th", "christening", "moved", "put her on")), stored
        assert any("on Sat 3rd Aug at 10.30" in c for c in context), context
        assert any("8.3 instead of 7.3" in s for s in stored), stored
        reply = answer(question, context, mock="Tomorrow - Sat 3rd Aug at 10.30, roots plus a cut & blow dry.")
finish(question, expected="Weds 14th Aug at 10.30 - Mrs G moved it off the 3rd for the christening", actual=reply)
