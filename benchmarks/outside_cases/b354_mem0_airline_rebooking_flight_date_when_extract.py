"""Batch 354 (held out). An airline's rebooking desk: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per case note and one for the question.

App: Skyrill Airways' rebooking desk keeps a case log per booking in the desk's assistant - agents paste the
booking summary, the customer's emails and their own hand-off notes with ``memory.add(messages, user_id=<PNR>,
metadata={"logged": ...})``; the assistant answers the customer in the airline's chat from what is stored.

Planted fault (ExtractionError, a fact dropped at extraction): the booking summary of 2051-03-02T09:14Z has PNR
K7Q2XM, Ms A. Nwosu, SR1432 Manchester-Vienna on Thu 16 Mar 2051, dep 06:40 local (UTC+0), arr 10:05 local (UTC+1).
The agent's hand-off note logged Wed 15 Mar 2051 16:20 UTC says the schedule-change notice went out ("We regret to
inform you that SR1432 of 16MAR has been cancelled..."), that the passenger accepted reprotection on SR1436 "the day
after tomorrow", dep 07:15 local (UTC+0), ticket reissued, and - in the same note - that seat 14C does not exist on
the A320 so she has 9D (aisle) and that her Silver lounge invitation was re-sent. The extraction keeps the seat and
the lounge and drops the cancellation and the new flight: SR1432 on Thu 16 Mar stays the only flight stored.
Question (Thu 16 Mar 04:10 UTC, the customer in chat): "Before I leave for the airport, could you please confirm the
date and departure time of my flight to Vienna?" -> expected Friday 17 March 2051, SR1436 at 07:15 local (the note's
"day after tomorrow" counted from Wed 15 Mar, not from the day she asks - which would give Saturday). The assistant
says today, Thursday 16 March, SR1432 at 06:40.

Expected verdict: ExtractionError at mem0.extract inside the 15 Mar add (fault() wraps that one add): the note given
to mem0 has the cancellation and the reprotection on SR1436, and what was made from it leaves both out, so the
store never held the flight the answer needs; search and answer worked faithfully on what was stored. Asserted: the
note names SR1436 and the cancellation; no stored memory or context line mentions SR1436, 07:15, a cancellation,
reprotection or the reissue; seat 9D from the same note is stored; the original SR1432 on 16 Mar is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b354_mem0_airline_rebooking_flight_date_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "skyrill-pnr-K7Q2XM"
CUT = ("[Hand-off note, R. Patel, Rebooking Desk, 15/03/2051 16:20 UTC] Sched change notice sent to pax: 'We regret "
       "to inform you that SR1432 of 16MAR has been cancelled due to operational constraints.' Pax called back, "
       "accepted reprotection on SR1436 the day after tomorrow, dep 07:15 local (UTC+0), arr 10:40 local (UTC+1). "
       "Ticket reissued 176-2401558832, no ADC. NB seat 14C doesn't exist on the A320 - moved her to 9D (aisle, as "
       "requested). Silver lounge invite re-sent. Passing to E. Lindgren for the hotel query.")
NOTES = [
    ("2051-03-02T09:14Z",
     "Booking summary - PNR K7Q2XM - NWOSU/ADAEZE MS - SR1432 MAN-VIE Thu 16 Mar 2051, dep 06:40 local (UTC+0) arr "
     "10:05 local (UTC+1), Economy Flex, 1PC 23kg. Skyrill Club: Silver. Contact via email on file.",
     ["PNR K7Q2XM: Ms Adaeze Nwosu is booked on SR1432 Manchester to Vienna on Thu 16 Mar 2051, departing 06:40 "
      "local (UTC+0), arriving 10:05 local (UTC+1)",
      "The booking is Economy Flex with one 23kg checked bag",
      "Ms Nwosu is a Skyrill Club Silver member"]),
    ("03/03/51 11:02",
     "Email from pax 03/03/51: 'Dear Sir/Madam, could I please have an aisle seat, ideally near the front? I have "
     "a connection by train in Vienna at 13:00. Kind regards, A. Nwosu' -> seat 14C assigned (aisle). -- J.M.",
     ["Ms Nwosu asked for an aisle seat near the front; seat 14C was assigned",
      "Ms Nwosu has a train connection in Vienna at 13:00"]),
    ("15/03/2051 16:20 UTC", CUT,
     # the planted fault: the cancellation and the reprotection on SR1436 are dropped
     ["Seat 14C does not exist on the A320; Ms Nwosu was moved to seat 9D (aisle)",
      "Ms Nwosu's Silver lounge invitation was re-sent"]),
    ("15/03/2051 16:48 UTC",
     "[E. Lindgren] Hotel query: pax asked if hotel is covered - advised no overnight needed as she is not "
     "stranded away from home; meal voucher not applicable. Case left open pending pax confirmation of receipt.",
     ["Ms Nwosu was told no hotel is covered as she is not stranded away from home",
      "A meal voucher does not apply to Ms Nwosu's case"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="skyrill-rebooking-desk"))
    for i, (logged, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"case-note-{i} {logged}"):
            if note == CUT:
                assert "accepted reprotection on SR1436 the day after tomorrow" in note and "cancelled" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"logged": logged})
            else:
                memory.add(msgs, user_id=USER, metadata={"logged": logged})
    question = ("Before I leave for the airport, could you please confirm the date and departure time of my flight "
                "to Vienna?")
    with turn_span("chat 2051-03-16T04:10Z"):
        hits = []
        for query in ("flight date departure time Vienna", "which flight is the passenger booked on",
                      "schedule change cancellation rebooking"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Now: Thu 16 March 2051, 04:10 UTC. You are Skyrill Airways' chat assistant talking to Ms Adaeze "
                   "Nwosu (PNR K7Q2XM)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("sr1436", "07:15", "cancel", "reprotect", "reissue", "17 mar")), stored
        assert any("SR1432 Manchester to Vienna on Thu 16 Mar 2051, departing 06:40" in c for c in context), context
        assert any("9D" in s for s in stored), stored
        reply = answer(question, context,
                       mock="Certainly, Ms Nwosu. Your flight SR1432 to Vienna departs today, Thursday 16 March 2051, "
                            "at 06:40 local time (UTC+0), arriving 10:05 local (UTC+1). Your seat is 9D.")
finish(question, expected="Friday 17 March 2051, SR1436 departing 07:15 local (UTC+0) - SR1432 was cancelled and "
                          "she was reprotected on the 15th onto the flight two days later", actual=reply)
