"""Batch 55 (held out). A canal boat hire yard's booking notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Bramble Wharf Boat Hire (Devizes, Kennet & Avon; Dave runs the yard, Carol does the office) hire out five
narrowboats by the week or short break. Carol puts every call, email and yard note into mem0 with
``memory.add(messages, user_id="bramble-wharf", metadata={"date": ...})``; mem0's LLM pulls the facts out. Ten notes,
3 - 13 August 2026.

Planted fault (ExtractionError, omitted at extraction): on 10/8 Carol notes a call from Mr Dawson: "Dawsons
(Kingfisher, sat 15th, 7 nts) rang - coming down from Leeds after his nightshift so can't get here for 2, asked for
half 4 - fine by Dave, he'll do the handover himself. also want the bike rack + 2 kids lifejackets (size S, the
twins are 6). dog still coming, paid the £40 dog fee already". The extraction keeps the bike rack, the lifejackets
and the dog fee and drops the later pick-up. Question (Fri 14/8, Dave doing tomorrow's handover sheet): "what time
are the Dawsons picking Kingfisher up tomorrow?" -> expected half past four in the afternoon. The assistant goes by
the yard's standard handover time: 2pm.

Expected verdict: ExtractionError at mem0.extract inside the 10/8 add (fault() wraps that one add). Asserted: the
note asks for half 4; no stored memory mentions a later pick-up or 4.30, while the lifejackets from the same note
are in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b55_mem0_canal_dawsons_pickup_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bramble-wharf"
DAWSON = ("Dawsons (Kingfisher, sat 15th, 7 nts) rang - coming down from Leeds after his nightshift so can't get here "
          "for 2, asked for half 4 - fine by Dave, he'll do the handover himself. also want the bike rack + 2 kids "
          "lifejackets (size S, the twins are 6). dog still coming, paid the £40 dog fee already")
NOTES = [
    ("2026-08-03", "reminder for all the sat changeovers: boats back by 9am, cleaned + turned round, new lot hand "
                   "over from 2pm. Dave does the trial run thru Kennet lock w everyone",
     ["Saturday changeovers: boats back by 9am, new hirers hand over from 2pm",
      "Dave does a trial run through Kennet lock with every new hirer"]),
    ("2026-08-04", "Kingfisher booked - Mr + Mrs Dawson + twins + a spaniel, sat 15/8 for the week, deposit £350 in",
     ["Kingfisher is booked by the Dawsons (two adults, twins, a spaniel) for a week from Sat 15 Aug",
      "The Dawsons paid a £350 deposit"]),
    ("2026-08-05", "red diesel gone up again - we charge £2.40 per engine hr this season, last yr was 2.10",
     ["Fuel is charged at £2.40 per engine hour this season"]),
    ("2026-08-06", "Caen Hill flight - CRT say lock 44 paddle's jammed, passage 9-3 only w a lockie till further "
                   "notice. tell hirers going up",
     ["Caen Hill flight passage is 9am-3pm only with a lock keeper while lock 44's paddle is jammed"]),
    ("2026-08-07", "Heron back a day early (Hendersons), gas bottle near empty - swap before next lot",
     ["Heron came back a day early and needs its gas bottle swapped"]),
    ("2026-08-10", DAWSON,
     # the planted fault: the later pick-up (half four, not 2) is not extracted
     ["The Dawsons want the bike rack and two children's lifejackets (size S) on Kingfisher",
      "The Dawsons' dog is coming and the £40 dog fee is paid"]),
    ("2026-08-11", "Dave - Kingfisher's bilge pump replaced, £128 from Foxhangers chandlery, works fine now",
     ["Kingfisher's bilge pump was replaced for £128"]),
    ("2026-08-12", "Otter - the Singhs, short break fri-mon 21-24th, first time on a boat, go slow on the handover",
     ["Otter is booked by the Singhs for a short break Fri 21 - Mon 24 Aug; they are first-time boaters"]),
    ("2026-08-12", "car park - hirers' cars go in the top field this month, the fete's using the yard car park",
     ["Hirers park in the top field this month because the fete uses the yard car park"]),
    ("2026-08-13", "pump-out at the wharf out of action till tues, send ppl to Honeystreet",
     ["The wharf pump-out is out of action until Tuesday; send boats to Honeystreet"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bramble-wharf"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == DAWSON:
                assert "asked for half 4" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are the Dawsons picking Kingfisher up tomorrow?"
    with turn_span("question Fri 14/8"):
        hits = []
        for query in (question, "Dawsons Kingfisher handover pick up time", "hirers arriving late handover"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14 August 2026 (tomorrow is Saturday 15th)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("lifejackets" in c for c in context), context
        assert any("hand over from 2pm" in c for c in context), context
        assert not any("4.30" in s or "half 4" in s or "nightshift" in s or "Leeds" in s or "late" in s
                       for s in stored + context[1:]), stored
        reply = answer(question, context, mock="2pm - that's the normal Saturday handover, Dave does the trial run "
                                               "through Kennet lock with them.")
finish(question, expected="half four in the afternoon - he's driving down after a night shift", actual=reply)
