"""Batch 340 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each message
stored as written; in-memory qdrant), one root span per message and one for the question.

App: Roamly sells data-only e-SIM plans for travellers and top-ups on the same plan. The support helper stores the
chat of each customer with ``memory.add(..., infer=False)`` and answers from a search. The customer here is Ayşe
Demir from Izmir, travelling with her husband to Japan (and, at first, Korea).

Memory: 08.03.2026 - Ayşe bought two plans in one order ES-44120, Japan 10 GB / 15 days EUR 19 and South Korea
5 GB / 7 days EUR 11, total paid EUR 30 with PayPal; 14/03/2026 - the airline cancelled their Tokyo-Seoul flight,
they stay longer in Japan, she did not install the Korea e-SIM and asks for the money back, and support (Daniel)
answers the Korea plan is refunded, EUR 11 to her PayPal, the QR code is deactivated; 22.03.2026 - in Kyoto, they
stay 5 days longer, so she bought a top-up Japan 3 GB for EUR 6, order ES-45208; 24/03/2026 - hotspot to her
husband's laptop is allowed on all plans. Question (28.03.2026, Ayşe): "How much I paid to you in total for this
trip? My husband makes the travel budget." The assistant says EUR 25 (the EUR 30 order, less the EUR 11 refund for
the cancelled Korea plan, plus the EUR 6 top-up). The label says EUR 30 - the order total from before the Korea
plan was cancelled and refunded.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b340_ctl_mem0_esim_trip_total_paid_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "roamly-customer-ayse-demir"
NOTES = [
    ("08.03.2026", "08.03.2026 Ayşe - I bought 2 plans in one order ES-44120: Japan 10 GB 15 days €19 and South Korea "
                   "5 GB 7 days €11, total paid €30 with PayPal. We fly to Tokyo on 20.03 and to Seoul on 30.03."),
    ("14/03/2026", "14/03/2026 Ayşe - bad news, the airline cancelled our flight Tokyo-Seoul, we stay longer in Japan "
                   "instead. I did not install the Korea e-SIM. Can I get the money back? / Support (Daniel): yes, "
                   "the Korea plan is refunded, €11 back to your PayPal in 3-5 days, the QR code is deactivated."),
    ("22.03.2026", "22.03.2026 Ayşe - we are in Kyoto now. Because we stay 5 days longer I bought a top-up Japan 3 GB "
                   "for €6, order ES-45208, it is added already."),
    ("24/03/2026", "24/03/2026 Ayşe - is it possible to share the hotspot with the laptop of my husband? / Support: "
                   "yes, tethering is allowed on all our plans."),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="roamly-support-2026"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"message-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "How much I paid to you in total for this trip? My husband makes the travel budget."
    with turn_span("question 28.03.2026"):
        hits = []
        for query in ("order total paid plans", "refund money back", "top-up bought"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is 28.03.2026. You are talking to Ayşe Demir, a Roamly e-SIM customer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("total paid €30" in c for c in context), context
        assert any("the Korea plan is refunded, €11" in c for c in context), context
        assert any("top-up Japan 3 GB for €6" in c for c in context), context
        reply = answer(question, context, mock="€25 in total: the €30 order, less the €11 refund for the Korea plan "
                                               "(the flight was cancelled), plus the €6 top-up in Kyoto.")
finish(question, expected="€30", actual=reply)
