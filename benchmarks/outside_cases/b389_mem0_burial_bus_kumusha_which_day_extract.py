"""Batch 389 (held out). A Harare burial society: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per group note and one for the question.

App: Tinotendana Burial Society (Dzidzai Heights, Harare) - monthly subs, a payout and a bus to kumusha when a
member or a dependant dies, a committee that meets the last Sunday of the month. Mai Chiwashira (the secretary)
pastes her WhatsApp group notes into the society's helper with ``memory.add(messages, user_id=..., metadata={"date":
...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the secretary's note of 10/03/26 has the late Ambuya
Makoni's burial kumusha (Mutendadzamera village) with the society bus leaving Fri 13/03/26 at 4am from Dzidzai
shops. Her note of Thu 12/03/26 says the mortuary will only release the body on Saturday, so the burial is now
Monday and the bus leaves Sunday 4am, not tomorrow - and, in passing, chema is $5 a head and bring blankets, it's
cold kumusha. The extraction keeps the chema and the blankets and drops the new day: the Friday stays the only day
stored. Question (Thu 12/03/26 evening, Baba Tatenda): "what day is the bus to kumusha for Ambuya Makoni now? I
need to ask off work" -> expected Sunday 15/03/26, 4am ("not tomorrow" in a Thursday note). The assistant says
Friday 13/03/26 at 4am.

Expected verdict: ExtractionError at mem0.extract inside the Thu 12/03/26 add (fault() wraps that one add): the note
given to mem0 moves the bus to the Sunday, and what was made from it leaves that out, so the store never held the
day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
the bus leaves Sunday; no stored memory or context line mentions Sunday, Monday, the mortuary or "not tomorrow";
the chema from the same note is stored; the first note's Friday 13/03/26 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b389_mem0_burial_bus_kumusha_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tinotendana-bs-secretary"
CUT = ("Thu 12/03/26 Evening members. Update on Ambuya Makoni: the mortuary says they will only release the body on "
       "Saturday 😔 so burial is now Monday, the bus leaves Sunday 4am from Dzidzai shops, NOT tomorrow. Chema is $5 "
       "per head, give to Mai Tsitsi. Bring blankets, kumusha kunotonhora these days")
NOTES = [
    ("05/03/26", "05/03/26 Good morning family 🙏 subs for March are due by the 15th, $5 a head, ecocash or cash to "
                 "Baba Mhofu. Those owing Jan and Feb please come and see me",
     ["March subs are $5 a head, due by the 15th, paid to Baba Mhofu by ecocash or cash",
      "Members owing January and February subs must see the secretary"]),
    ("10/03/26", "10/03/26 Sad news family, Ambuya Makoni (Mai Rudo's mother) passed on last night. Burial is "
                 "kumusha at Mutendadzamera village. Society bus leaves Friday 13/03/26 at 4am from Dzidzai shops. "
                 "Names for the bus to me",
     ["Ambuya Makoni, Mai Rudo's mother, passed on; burial is kumusha at Mutendadzamera village",
      "The society bus to the burial leaves Friday 13/03/26 at 4am from Dzidzai shops",
      "Names for the bus go to the secretary"]),
    ("Thu 12/03/26", CUT,
     # the planted fault: the move of the bus to the Sunday is dropped
     ["Chema for Ambuya Makoni is $5 per head, given to Mai Tsitsi",
      "Members going kumusha should bring blankets because it is cold"]),
    ("12/03/26", "12/03/26 Committee has approved the payout for Mai Rudo, $250 dependant cover plus the groceries. "
                 "Baba Mhofu will hand over at the funeral",
     ["The committee approved $250 dependant cover plus groceries for Mai Rudo",
      "Baba Mhofu will hand over the payout at the funeral"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tinotendana-bs-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "the bus leaves Sunday 4am from Dzidzai shops, NOT tomorrow" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day is the bus to kumusha for Ambuya Makoni now? I need to ask off work"
    with turn_span("question Thu 12/03/26 evening"):
        hits = []
        for query in ("bus to kumusha day", "when does the bus leave for the burial", "Ambuya Makoni burial"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thursday 12 March 2026 (evening). You are talking to Baba Tatenda, a member of "
                   "Tinotendana Burial Society."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("sunday", "monday", "mortuary", "not tomorrow")), stored
        assert any("leaves Friday 13/03/26 at 4am" in c for c in context), context
        assert any("Chema" in s for s in stored), stored
        reply = answer(question, context, mock="Friday 13/03/26 - the bus leaves Dzidzai shops at 4am, so tomorrow "
                                               "morning.")
finish(question, expected="Sunday 15/03/26 at 4am - the body is only released Saturday, burial is Monday",
       actual=reply)
