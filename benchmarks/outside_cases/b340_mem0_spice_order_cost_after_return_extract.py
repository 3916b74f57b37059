"""Batch 340 (held out). An online spice importer's customer chat: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per message and one for the
question.

App: Kesar & Co. is a small online importer of spices in Rotterdam (saffron from Iran, Aleppo and Urfa pepper,
sumac, Kashmiri chilli). Their support helper keeps what each customer writes with ``memory.add(messages,
user_id=..., metadata={"date": ...})`` and answers the customer from it later. The customer here is Fatima
Al-Sayed; she writes plain English that is not her first language.

Planted fault (ExtractionError, a fact dropped at extraction): Fatima's order SP-20417 of 02.03.2026 is 2x saffron
Sargol 2 g at EUR 14.90, 1x Aleppo pepper 100 g EUR 5.80 and 1x sumac 250 g EUR 6.50, total EUR 42.10. On
09/03/2026 she writes that the sumac bag came broken and she has not decided yet between a new sumac or the money
back. On 12.03.2026 she writes that she decided: no new sumac, please refund the EUR 6.50 to her card, she sent the
broken bag back yesterday with label RT-5581; and, in the same message, she changes the Aleppo pepper to Urfa biber
at the same price (agreed with Hiroshi on the phone) and says the saffron is excellent. The extraction keeps the
Urfa exchange and the saffron compliment and drops the refund decision. Question (24.03.2026, Fatima): "How much I
paid for order SP-20417 in the end, after the problem with the sumac? I need it for my accounts." -> expected
EUR 35.60 (42.10 less the 6.50 refund; the Urfa exchange is the same price). The assistant says EUR 42.10.

Expected verdict: ExtractionError at mem0.extract inside the 12.03.2026 add (fault() wraps that one add): the
message given to mem0 decides the refund, and what was made from it leaves that out, so the store never held the
fact the sum needs; the search and the answer then worked faithfully on what was stored (the only sumac fact left
says she had not decided). Asserted: the message asks for the refund; no stored memory or context line mentions a
refund, RT-5581, the bag sent back or 35.60; the Urfa exchange from the same message is stored; the order total
EUR 42.10 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b340_mem0_spice_order_cost_after_return_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kesar-customer-fatima-al-sayed"
CUT = ("12.03.2026 Good morning. I decided now, I don't want a new sumac, please give refund of the €6.50 to my card. "
       "I have sent the broken bag back yesterday with your label RT-5581. Also please change the Aleppo pepper to "
       "Urfa biber 100 g, your colleague Hiroshi told me on the phone it is same price €5.80 so nothing more to pay. "
       "The saffron is really excellent, my mother says it is the best she had since Damascus.")
NOTES = [
    ("02.03.2026", "Order SP-20417 is placed on 02.03.2026: 2x Saffron Sargol (Iran) 2 g, €14.90 each, 1x Aleppo "
                   "pepper flakes 100 g €5.80, 1x Sumac 250 g €6.50. Total €42.10, shipping is free because over €40. "
                   "Paid with card.",
     ["Order SP-20417 placed 02.03.2026: 2x Saffron Sargol 2 g at €14.90 each, 1x Aleppo pepper 100 g €5.80, "
      "1x Sumac 250 g €6.50",
      "Order SP-20417 total was €42.10 with free shipping (over €40), paid by card"]),
    ("09/03/2026", "Hello, 09/03/2026 the parcel of SP-20417 is arrived today but the sumac bag was broken inside the "
                   "box, everything is red powder. The saffron and the Aleppo are ok. I don't know yet if I want a new "
                   "sumac or the money back, I will write you.",
     ["The parcel for order SP-20417 arrived 09/03/2026 and the sumac bag was broken; saffron and Aleppo pepper "
      "were fine",
      "Fatima has not decided yet between a new sumac or the money back"]),
    ("12.03.2026", CUT,
     # the planted fault: the refund of the sumac is dropped
     ["Fatima changed the Aleppo pepper in order SP-20417 to Urfa biber 100 g, same price €5.80 (agreed with "
      "Hiroshi by phone)",
      "Fatima says the saffron is excellent, her mother loves it"]),
    ("17/03/2026", "17/03/2026 Question: do you have the Kashmiri chilli again? Last time it was sold out. I want "
                   "500 g for the Ramadan cooking, and maybe also the black dried limes.",
     ["Fatima asked on 17/03/2026 if Kashmiri chilli is back in stock, she wants 500 g",
      "Fatima may also want black dried limes"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kesar-support-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"message-{i} {day}"):
            if note == CUT:
                assert "please give refund of the €6.50" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("How much I paid for order SP-20417 in the end, after the problem with the sumac? I need it for my "
                "accounts.")
    with turn_span("question 24.03.2026"):
        hits = []
        for query in ("order SP-20417 price total", "sumac broken refund", "what changed in order SP-20417"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is 24.03.2026. You are talking to Fatima Al-Sayed, a customer of Kesar & Co. spice import."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("refund", "rt-5581", "sent the broken bag", "35.60")), stored
        assert any("Urfa biber" in s for s in stored), stored
        assert any("€42.10" in c for c in context), context
        reply = answer(question, context,
                       mock="You paid €42.10 for SP-20417: 2 saffron at €14.90, the Urfa biber €5.80 (changed from "
                            "Aleppo, same price) and the sumac €6.50.")
finish(question, expected="€35.60 - the €42.10 order less the €6.50 refund for the broken sumac", actual=reply)
