"""Batch 340 (held out). A travel e-SIM provider's support chat: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the top-up in its context and leaves it out of the sum.

App: Roamly sells data-only e-SIM plans for travellers (Japan, Korea, Thailand, Europe) and top-ups on the same
plan. The support chat of a customer goes into a Zep thread; the helper answers from a graph search of the facts.
The customer here is Priya Raghunathan from Pune, on a two-week trip in Japan; support writes back from Osaka.

Planted fault (ResponseError, ignored sufficient context): the facts have Priya's 10.03.2026 message - she bought the
Japan 10 GB / 15 days plan, order ES-30518, JPY 2,980, installed at home, activates when she lands on 14.03; the
support line of 15/03/2026 - the plan is active since 14.03.2026 09:12, valid until 28.03.2026; Priya's 19.03.2026
message - she uses Google Maps and video calls with her family a lot, so she bought a top-up of 5 GB for JPY 1,200,
order ES-30977, the app shows it added to the same plan; and her 21/03/2026 message - the app says 9.2 GB used
today, the hotel wifi in Kyoto is bad. Question (21.03.2026 evening, Priya): "How much data I have left now? Tomorrow
I go to Hiroshima and I need the maps the whole day." -> expected 5.8 GB (10 GB + the 5 GB top-up - 9.2 GB used).
The model subtracts from the 10 GB only and says 0.8 GB, and tells her to buy a top-up.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the plan, the top-up added to the same plan and the 9.2 GB used, which is enough for 5.8 GB, and the
model left the top-up out. Asserted: the context has the 10 GB plan, the 5 GB top-up and the 9.2 GB used.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b340_zep_esim_data_left_diff_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "roamly-support", "priya-raghunathan-japan-2026"
POSTS = [
    "10.03.2026 Priya - Hello, I bought the Japan 10 GB / 15 days plan, order ES-30518, paid ¥2,980. I installed the "
    "QR code at home in Pune, it will activate when I land in Osaka on 14.03.",
    "15/03/2026 Support (Kenji) - your Japan plan is active since 14.03.2026 09:12 local time, valid until "
    "28.03.2026. Data roaming must be ON for the e-SIM line.",
    "19.03.2026 Priya - I use much Google Maps and video call with my family, so I bought a top-up 5 GB for ¥1,200, "
    "order ES-30977. Payment went through and the app shows it is added to the same Japan plan.",
    "21/03/2026 Priya - the app says today 9.2 GB used. The hotel wifi in Kyoto is very bad so I am using the e-SIM "
    "all the time.",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Priya Raghunathan")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="support chat")])

question = "How much data I have left now? Tomorrow I go to Hiroshima and I need the maps the whole day."
context = ["Today is 21.03.2026. You are talking to Priya Raghunathan, a Roamly e-SIM customer travelling in Japan."]
for query in ("Japan plan GB", "top-up GB", "GB used", "data left"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Japan 10 GB / 15 days plan" in c for c in context), context
assert any("top-up 5 GB" in c and "added to the same Japan plan" in c for c in context), context
assert any("9.2 GB used" in c for c in context), context
with fault():
    reply = answer(f"(Priya) {question}", context,
                   mock="You have about 0.8 GB left of your 10 GB (9.2 GB used). For a full day of maps in "
                        "Hiroshima I recommend to buy a top-up tonight.")
finish(question, expected="5.8 GB - the 10 GB plan plus the 5 GB top-up, less 9.2 GB used", actual=reply)
