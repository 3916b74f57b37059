"""Batch 52 (held out). A small bakery's wholesale order book: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Crumb & Rye (Becca bakes, her partner Tom does the van) supply five cafés in town. Becca dictates order notes
into an assistant as they come in - by phone, text, scribbled at the counter - with
``memory.add(messages, user_id="crumb-rye", metadata={"date": ...})``; mem0's LLM pulls the facts out. Ten notes,
18 May - 12 Jun 2026.

Planted fault (ExtractionError, omitted at extraction): on 28/5 Becca notes the Nook's new standing order: "Jo @ the
Nook rang - standing order from 8th June: 12 sourdough tues + fri, croissants x20 both days, and fridays ONLY add 6
seeded rye for their weekend brunch thing. drop by 7.30 latest, key safe code same as b4 (4471). she wants invoices
monthly now pls". The extraction keeps the sourdough, the croissants, the drop time and the invoicing, and drops
the six seeded rye on Fridays. Question (Thu 11/6, Tom loading up for the morning): "how many loaves am I taking to
the Nook tomorrow?" -> expected 18 (12 sourdough + 6 seeded rye). The assistant says 12.

Expected verdict: ExtractionError at mem0.extract inside the 28/5 add (fault() wraps that one add). Asserted: the
note says 6 seeded; no stored memory does, while the sourdough and croissant facts from the same note are in the
context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b52_mem0_bakery_nook_loaves_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "crumb-rye"
NOOK = ("Jo @ the Nook rang - standing order from 8th June: 12 sourdough tues + fri, croissants x20 both days, and "
        "fridays ONLY add 6 seeded rye for their weekend brunch thing. drop by 7.30 latest, key safe code same as b4 "
        "(4471). she wants invoices monthly now pls")
NOTES = [
    ("2026-05-18", "Bluebird (Kerry) - 8 white bloomers mon-sat, 2 spelt on sats. pays cash on the day, always has "
                   "the right money bless her",
     ["Bluebird café (Kerry) orders 8 white bloomers Monday to Saturday and 2 spelt loaves on Saturdays",
      "Bluebird pays cash on delivery"]),
    ("2026-05-20", "flour - Shipton Mill order in, 10 sacks T65 + 4 rye, £312 inc deliv. rye's gone up AGAIN",
     ["Shipton Mill flour order: 10 sacks T65 and 4 sacks rye, £312 including delivery"]),
    ("2026-05-22", "the Nook (Jo, Castle St) popped in, wants to do a proper standing order instead of ringing every "
                   "wk, will confirm numbers. trial last wk went down well",
     ["The Nook (Jo, Castle St) wants to set up a standing order; numbers to be confirmed"]),
    ("2026-05-26", "van - Tom says the nearside tyre's low again, slow puncture? Kwik Fit thurs am before the round",
     ["The van has a slow puncture in the nearside tyre; Kwik Fit booked Thursday morning"]),
    ("2026-05-28", NOOK,
     # the planted fault: the six seeded rye on Fridays are not extracted
     ["The Nook's standing order from 8 June: 12 sourdough on Tuesdays and Fridays",
      "The Nook gets 20 croissants on Tuesdays and Fridays",
      "Deliver to the Nook by 7:30am; key safe code 4471",
      "Invoice the Nook monthly"]),
    ("2026-06-01", "Grounds (the one by the station) - 30 croissants + 30 pain au choc daily exc sun, they've had a "
                   "new coffee machine in, v busy",
     ["Grounds café by the station orders 30 croissants and 30 pain au chocolat daily except Sunday"]),
    ("2026-06-03", "Mill café opening 13/7!! Priya wants to talk numbers end of june, prob 10 sourdough a day to "
                   "start",
     ["The Mill café opens on 13 July; Priya will discuss an order at the end of June, probably 10 sourdough a day"]),
    ("2026-06-05", "oven no.2 thermostat playing up, engineer (Dave, Rational) coming tues 9th 2-4pm, do the big "
                   "bake in no.1",
     ["Engineer Dave from Rational is coming Tuesday 9 June 2-4pm to fix oven 2's thermostat"]),
    ("2026-06-09", "first Nook drop done, Jo v happy, Tom says the key safe sticks - jiggle it",
     ["First delivery to the Nook done on 9 June; the key safe sticks"]),
    ("2026-06-12", "Bluebird want 2 extra bloomers sat 13th - christening party. cash as usual",
     ["Bluebird wants 2 extra bloomers on Saturday 13 June for a christening"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crumb-rye"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == NOOK:
                assert "6 seeded rye" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many loaves am I taking to the Nook tomorrow?"
    with turn_span("question Thu 11/6"):
        hits = []
        for query in (question, "the Nook standing order friday", "Nook sourdough seeded rye"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 11 June 2026 (tomorrow is Friday)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("12 sourdough on Tuesdays and Fridays" in c for c in context), context
        assert any("20 croissants" in c for c in context), context
        assert not any("seeded" in s or "rye" in s.replace("Shipton Mill flour order: 10 sacks T65 and 4 sacks rye", "")
                       for s in stored + context), stored
        reply = answer(question, context, mock="12 sourdough for the Nook - plus their 20 croissants, but that's it "
                                               "for bread.")
finish(question, expected="18 - their 12 sourdough plus the 6 seeded rye they get on fridays", actual=reply)
