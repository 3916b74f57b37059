"""Batch 359 (held out). A hawker stall's catering orders: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Aunty Rosnah sells nasi lemak at Tampines Round Market (#01-23) and takes catering orders on WhatsApp. Her son
Faiz pastes the customers' messages into the stall's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})`` and asks it what's coming up.

Planted fault (ExtractionError, a fact dropped at extraction): the 2051-02-27T21:10 note has Mdm Tan's order - 60
pax nasi lemak for her grandson's full month, Sun 12/3, 11am to the void deck of blk 823, S$6.50 a pax, S$100
deposit paid liao. Mdm Tan's message of Tue 7/3 says "eh Aunty change plan ah, the full month shift to this Sat, Sun
her in-laws cannot make it, same time same place can or not" and, in the same breath, 10 packets no sambal for the
kids and 2 extra trays of kuih. The extraction keeps the no-sambal packets and the kuih and drops the shift: Sun 12
Mar stays the only day stored. Question (Thu 9/3, Faiz): "Mdm Tan full month order which day we deliver ah? need to
book the van" -> expected Saturday 11 March ("this Sat" counted from the Tue 7/3 message, so the answer depends on
when it was said). The assistant says Sunday 12 March.

Expected verdict: ExtractionError at mem0.extract inside the Tue 7/3 add (fault() wraps that one add): the message
given to mem0 moves the delivery to this Saturday, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
message says "shift to this Sat"; no stored memory or context line mentions the shift, Saturday, the 11th or the
in-laws; the no-sambal packets from the same message are stored; the first note's Sun 12 Mar is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b359_mem0_nasi_lemak_catering_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rosnah-nasi-lemak-tampines"
CUT = ("Tue 7/3 Mdm Tan whatsapp: eh Aunty change plan ah, the full month shift to this Sat, the Sun her in-laws "
       "cannot make it 😅 same time same place can or not. also 10 packet no sambal for the small kids, and she want "
       "add 2 tray kuih (ondeh ondeh + kueh salat), she pay balance on the day")
NOTES = [
    ("2051-02-27T21:10", "2051-02-27T21:10 new order!! Mdm Tan (blk 823 Tampines St 81) 60 pax nasi lemak for her "
                         "grandson full month, Sun 12/3, deliver 11am to the void deck blk 823. S$6.50 per pax - "
                         "chicken wing + otah + egg + ikan bilis. deposit S$100 paynow already paid liao",
     ["Mdm Tan ordered 60 pax nasi lemak for her grandson's full month on Sun 12 Mar",
      "Mdm Tan's order is delivered at 11am to the void deck of blk 823 Tampines St 81",
      "Mdm Tan's nasi lemak is S$6.50 per pax with chicken wing, otah, egg and ikan bilis",
      "Mdm Tan paid a S$100 deposit by PayNow"]),
    ("3/3", "3/3 Jason from the aircon co. order 25 packet for their office lunch Fri 10/3, ikan bilis separate, he "
            "collect himself 12.15 at the stall, pay cash",
     ["Jason ordered 25 packets for his office lunch on Fri 10 Mar",
      "Jason collects at the stall at 12.15 and pays cash; ikan bilis separate"]),
    ("Tue 7/3", CUT,
     # the planted fault: the shift to this Saturday is dropped
     ["10 packets of Mdm Tan's order are without sambal for the small kids",
      "Mdm Tan added 2 trays of kuih (ondeh ondeh and kueh salat) and pays the balance on the day"]),
    ("Thu 9/3", "Thu 9/3 to buy: extra 5kg rice + 3 tin santan from Sheng Siong. chicken wing 150 pcs from Ah Hock, "
                "he deliver fri night. Faiz drive the van for the big orders",
     ["Buy an extra 5kg rice and 3 tins of santan from Sheng Siong",
      "150 chicken wings from Ah Hock, delivered Friday night",
      "Faiz drives the van for the big orders"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="rosnah-catering-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "the full month shift to this Sat" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "Mdm Tan full month order which day we deliver ah? need to book the van"
    with turn_span("question Thu 9/3"):
        hits = []
        for query in ("Mdm Tan full month delivery day", "when deliver Mdm Tan order", "nasi lemak catering date"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 9 March 2051. You are talking to Faiz, who helps at his mum's nasi lemak stall and "
                   "drives the catering van."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("shift", "this sat", "saturday", "11 mar", "11/3", "in-laws")), stored
        assert any("full month on Sun 12 Mar" in c for c in context), context
        assert any("without sambal" in s for s in stored), stored
        reply = answer(question, context, mock="Sunday 12 March - 11am at the void deck of blk 823, 60 pax.")
finish(question, expected="Saturday 11 March - Mdm Tan shifted the full month to 'this Sat' on Tue 7/3",
       actual=reply)
