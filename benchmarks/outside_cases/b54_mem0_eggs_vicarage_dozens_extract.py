"""Batch 54 (held out). A farm shop's egg round: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Brook Farm Shop (Jen runs the shop, her dad Alan does the Friday egg round in the pickup) keep about thirty
egg customers in three villages. Jen dictates notes as customers ring, text or stop her in the shop, with
``memory.add(messages, user_id="brook-farm-eggs", metadata={"date": ...})``; mem0's LLM pulls the facts out. Ten
notes, 1 - 17 June 2026.

Planted fault (ExtractionError, omitted at extraction): on 9/6 Jen notes a call from Mrs Pryce at the Old Vicarage:
"mrs pryce (old vicarage) rang - her lad's home from uni for the summer + eats like a horse so 2 doz a wk from now
pls. oh AND can she have 3 doz on top fri 19th, she's doing the quiches + sponges for the WI garden party. pays
end of month as usual, leave in the porch box if no answer". The extraction keeps the 2 dozen a week, the monthly
payment and the porch box, and drops the 3 dozen extra on Friday 19th. Question (Thu 18/6, Alan loading trays):
"how many dozen am I leaving at the Old Vicarage tomorrow?" -> expected 5 (2 + 3 for the WI do). The assistant
says 2.

Expected verdict: ExtractionError at mem0.extract inside the 9/6 add (fault() wraps that one add). Asserted: the
note says 3 doz on top; no stored memory mentions the WI or the extra dozens, while the 2-a-week fact from the same
note is in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b54_mem0_eggs_vicarage_dozens_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brook-farm-eggs"
PRYCE = ("mrs pryce (old vicarage) rang - her lad's home from uni for the summer + eats like a horse so 2 doz a wk "
         "from now pls. oh AND can she have 3 doz on top fri 19th, she's doing the quiches + sponges for the WI "
         "garden party. pays end of month as usual, leave in the porch box if no answer")
NOTES = [
    ("2026-06-01", "egg round fri: 31 customers, 46 doz all in. hens laying well, the new Bluebelles have started!!",
     ["The Friday egg round has 31 customers and 46 dozen in total",
      "The new Bluebelle hens have started laying"]),
    ("2026-06-02", "Old Vicarage - Mrs Pryce, 1 doz fri, porch box w the lid, pays monthly. don't let the spaniel out",
     ["Mrs Pryce at the Old Vicarage has 1 dozen eggs on Fridays, left in the porch box with the lid",
      "Mrs Pryce pays monthly", "Don't let Mrs Pryce's spaniel out"]),
    ("2026-06-03", "price up from 1/7 - £3.40 a doz (was 3.20), feed's gone thru the roof. tell ppl on the round",
     ["Eggs go up to £3.40 a dozen from 1 July because of feed costs"]),
    ("2026-06-04", "Mr + Mrs Dhillon (Mill Lane) away 12-26 June, no eggs those 2 fridays",
     ["The Dhillons on Mill Lane are away 12-26 June and need no eggs those two Fridays"]),
    ("2026-06-06", "trays - we're low on the 30s, order 200 from Ritchey, the 6s are fine",
     ["Order 200 thirty-egg trays from Ritchey"]),
    ("2026-06-09", PRYCE,
     # the planted fault: the three extra dozen for the WI garden party are not extracted
     ["Mrs Pryce at the Old Vicarage now takes 2 dozen eggs a week (her son is home from university)",
      "Mrs Pryce pays at the end of the month",
      "If no answer at the Old Vicarage, leave the eggs in the porch box"]),
    ("2026-06-10", "pickup's clutch slipping on the hill by the church, Alan says it'll do till the service 30th",
     ["The pickup's clutch is slipping; it is booked for a service on the 30th"]),
    ("2026-06-12", "fox got 2 of the Marans weds nite :( electric fence back on, Alan checked the battery",
     ["A fox took two Marans hens; the electric fence is back on"]),
    ("2026-06-15", "The Laurels (new people, Sophie) want half a doz fri, cash in the egg box on the gate post",
     ["Sophie at The Laurels wants half a dozen eggs on Fridays and pays cash in the egg box on the gate post"]),
    ("2026-06-17", "Kath @ the post office - 4 doz this wk for the shop shelf, 3 most wks",
     ["Kath at the post office takes 3 dozen most weeks for the shop shelf, 4 dozen this week"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brook-farm-eggs"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == PRYCE:
                assert "3 doz on top fri 19th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many dozen am I leaving at the Old Vicarage tomorrow?"
    with turn_span("question Thu 18/6"):
        hits = []
        for query in (question, "Mrs Pryce Old Vicarage eggs dozen", "WI garden party eggs extra"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 18 June 2026 (tomorrow is Friday 19th)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("2 dozen eggs a week" in c for c in context), context
        assert not any("WI" in s or "garden party" in s or "quiche" in s or "19" in s or "extra" in s
                       for s in stored + context[1:]), stored
        reply = answer(question, context, mock="2 dozen - she went up from 1 to 2 a week now her son's home. Porch "
                                               "box if she's out.")
finish(question, expected="five dozen: her usual two plus three extra for the WI do", actual=reply)
