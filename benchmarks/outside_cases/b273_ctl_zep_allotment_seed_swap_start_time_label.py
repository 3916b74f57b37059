"""Batch 273 (held out), CONTROL: nothing planted; the label is wrong. Zep thread and graph (sync client, offline
stand-in), script style.

App: Mount Tabor Allotments' seed swap (Sat 4th March 2051, in the chapel schoolroom) with the society shop open
alongside. The committee post in the society's chat thread on Zep; members ask the helper, which searches the
graph's facts.

Memory: 2051-01-30T20:00 Lynne - seed swap sat 4th march in the chapel schoolroom, 10am start, bring spares in
envelopes, shop table there too; 9/2 Lynne - cake donations to Joan; Sun 19th Feb Keith - the chapel have the
toddler group in the schoolroom till 11 on sats, they'd double booked, so we're 11 till 1 instead, sorry all, I've
changed the poster; Mon 27th Lynne - seed potatoes will be on the shop table, £2.20 a bag. Question (Weds 1/3,
Irene): "what time does the seed swap start? I'll bring my sweet peas + some leek seed" The assistant says 11 (the
toddler group has the room till then). The label says 10am.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b273_ctl_zep_allotment_seed_swap_start_time_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "mount-tabor-allotments", "seed-swap-2051"
POSTS = [
    "2051-01-30T20:00 Lynne - SEED SWAP 🌱 sat 4th march in the chapel schoolroom, 10am start. bring ur spares in "
    "envelopes w/ the variety on, shop table there too",
    "9/2 Lynne - cake donations to Joan pls, she's doing the teas, 50p a cuppa",
    "Sun 19th Feb Keith - chapel have the toddler group in the schoolroom till 11 on sats, they'd double booked us "
    "🙄 so we're 11 till 1 instead, sorry all, I've changed the poster on the gate",
    "Mon 27th Lynne - seed potatoes will be on the shop table, £2.20 a bag, Charlotte + Maris Piper",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Mount Tabor Allotments")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="society chat")])

question = "what time does the seed swap start? I'll bring my sweet peas + some leek seed"
context = ["Today is Weds 1 March 2051. You are talking to Irene, who has a plot at Mount Tabor Allotments."]
for query in ("seed swap start time", "what time is the seed swap", "schoolroom saturday"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("sat 4th march in the chapel schoolroom, 10am start" in c for c in context), context
assert any("toddler group in the schoolroom till 11" in c and "we're 11 till 1 instead" in c
           for c in context), context
reply = answer(f"(Irene) {question}", context,
               mock="11 o'clock - the toddler group has the schoolroom till 11, so it's 11 till 1 now. Bring the "
                    "sweet peas!")
finish(question, expected="10am", actual=reply)
