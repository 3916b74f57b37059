"""Batch 26 (held out). A holiday-cottage manager's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Maggie runs Fen Edge Lets, three cottages (Wren Cottage, Bramble Cottage, the Old Forge) for their owners:
changeovers, keys, cleaners, guests' requests. She types quick notes to an assistant as things come up; each goes in
with ``memory.add(messages, user_id="fel-maggie", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Fifteen notes, May-June 2025. Several share words with the question (the usual changeover hours, Wendy's other
cleans, Bramble's key safe).

Planted fault (ExtractionError, omitted at extraction): the note of Tue 10/6 reads "Bramble - Sat 14th changeover,
the Pattersons (4 + a baby) asked can they get in early, said ok for 2 as long as Wendy's done so she needs to be out
by half 1 latest. Travel cot + high chair out of the loft pls. key safe still 2918". The extraction keeps the
guests, the day, the cot and the code, and drops the early arrival and the time Wendy has to be done by. Question
(Thu 12/6): "What time does Wendy need to be finished at Bramble on Saturday?" -> expected "half past one". The
assistant has only the usual hours and says 4.

Expected verdict: ExtractionError at mem0.extract inside the 10/6 add (fault() wraps that one add). Asserted: the
note says half 1; no stored memory and nothing in the context holds that time or the early arrival, while the
Pattersons, the cot and the code from the same note are in the context. Another reading: none that we see; the
search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b26_mem0_cottages_changeover_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fel-maggie"
BRAMBLE_NOTE = ("Bramble - Sat 14th changeover, the Pattersons (4 + a baby) asked can they get in early, said ok for 2 "
                "as long as Wendy's done so she needs to be out by half 1 latest. Travel cot + high chair out of the "
                "loft pls. key safe still 2918")
NOTES = [
    ("2025-05-02", "Changeover days - guests out by 10, cleaners 10 till 4, new lot in from 4pm. Same all 3 "
                   "cottages, owners' rule not mine",
     ["On changeover days guests leave by 10am, cleaners work from 10 until 4, and new guests arrive from 4pm",
      "The changeover hours are the same for all three cottages"]),
    ("2025-05-06", "Wendy does Bramble + Wren, Sparkle (Jo) do the Forge. Wendy £16/hr, Sparkle invoice monthly",
     ["Wendy cleans Bramble Cottage and Wren Cottage at GBP 16 an hour",
      "Sparkle Cleaning (Jo) cleans the Old Forge and invoices monthly"]),
    ("2025-05-09", "Forge boiler serviced 8/5, Gas Safe cert in the blue folder. Next due May 26",
     ["The Old Forge boiler was serviced on 8 May 2025; next service due May 2026",
      "The Gas Safe certificate is in the blue folder"]),
    ("2025-05-13", "Wren - Mrs Dale wants the welcome hamper back in (jam, bread, milk, a bottle of fizz), £22 a go "
                   "from Tesco",
     ["Wren Cottage's owner Mrs Dale wants welcome hampers (jam, bread, milk, fizz) at about GBP 22 each"]),
    ("2025-05-17", "Bramble key safe code changed to 2918 after the last lot left it open. Told Wendy",
     ["Bramble Cottage's key safe code is 2918", "Wendy knows the Bramble key safe code"]),
    ("2025-05-21", "Wendy can't do Weds at all from June, grandkids. Sats + Mons fine",
     ["From June Wendy cannot work Wednesdays; Saturdays and Mondays are fine"]),
    ("2025-05-24", "Forge guests (the Klines) left 2 stars for the wifi. BT engineer booked 29/5 am",
     ["The Old Forge's guests, the Klines, complained about the wifi",
      "A BT engineer is booked for the Old Forge on 29 May in the morning"]),
    ("2025-05-30", "Bramble bookings: Hughes 31/5-7/6, Pattersons 14-21 June, then the Okafors 21/6 for a fortnight",
     ["Bramble Cottage is booked by the Hughes 31 May to 7 June", "The Pattersons have Bramble Cottage 14 to 21 "
      "June", "The Okafors have Bramble Cottage for two weeks from 21 June"]),
    ("2025-06-02", "wifi at Forge fixed, new router, password on the fridge",
     ["The Old Forge wifi was fixed with a new router; the password is on the fridge"]),
    ("2025-06-04", "Wendy did Bramble Sat in 5 1/2 hrs - the Hughes' dog had been on the sofa. Throw needs a dry "
                   "clean",
     ["Wendy took five and a half hours on the Bramble clean after the Hughes", "The Bramble sofa throw needs dry "
      "cleaning"]),
    ("2025-06-10", BRAMBLE_NOTE,
     # the planted fault: the early arrival and the time Wendy has to be done by are not extracted
     ["The Pattersons (four people and a baby) arrive at Bramble Cottage for the Saturday 14 June changeover",
      "A travel cot and high chair are needed from the loft for Bramble Cottage",
      "Bramble Cottage's key safe code is still 2918"]),
    ("2025-06-11", "Sparkle want to put the Forge up to £95 a clean from July. Will ask the owner",
     ["Sparkle Cleaning want to charge GBP 95 per clean at the Old Forge from July"]),
    ("2025-06-11", "throw back from the dry cleaners, £18.50",
     ["The Bramble sofa throw is back from the dry cleaners, cost GBP 18.50"]),
    ("2025-06-12", "Wren Sat 14/6 - the Harpers, 2 adults, hamper in, Wendy to do Wren after Bramble",
     ["The Harpers (two adults) arrive at Wren Cottage on Saturday 14 June with a hamper",
      "Wendy will clean Wren Cottage after Bramble Cottage on 14 June"]),
    ("2025-06-12", "Pattersons paid the balance, £1,140. Baby's 9 months apparently so the cot's a must",
     ["The Pattersons paid their balance of GBP 1,140", "The Pattersons' baby is nine months old"]),
]
EXTRACTED = {note[:40]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fel-maggie"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == BRAMBLE_NOTE:
                assert "half 1" in note and "get in early" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "What time does Wendy need to be finished at Bramble on Saturday?"
    with turn_span("question Thu 12/6"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        # the app also looks up the house rules for whatever the question is about
        rules = memory.search("changeover day hours cleaners guests arrive leave", top_k=10, threshold=0.0,
                              filters={"user_id": USER})["results"]
        context = ["Today is Thu 12/6/25."]
        for h in hits + rules:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("The Pattersons (four people and a baby) arrive at Bramble" in c for c in context), context
        assert any("travel cot" in c.lower() for c in context), context
        assert any("cleaners work from 10 until 4" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("half 1", "1.30", "13:30", "half past one", "1:30", "early", "2pm", " at 2")), stored
        reply = answer(question, context, mock="By 4pm - cleaners have 10 till 4 on changeover day and the Pattersons "
                                               "get in from 4. She's doing Wren after, so she'll want to crack on.")
finish(question, expected="1.30 - the Pattersons are being let in early at 2", actual=reply)
