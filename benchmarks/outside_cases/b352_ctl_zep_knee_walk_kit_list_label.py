"""Batch 352 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Bev had a knee replacement in spring 2051 and is doing the Air Ambulance 12 mile sponsored walk on Sat 14th
Oct 2051. She keeps a training diary with an assistant in a Zep thread (her entries and the assistant's replies);
the assistant answers from a graph search of the facts.

Memory: Bev, 2051-09-10T19:00 - the organisers' kit list: water, snacks, walking poles for the hill up to the
monument, a waterproof; Bev, 14/9 - the physio says wear the knee support for anything over 5 miles and ice it
after, keep a cold pack in a cool bag in the car; Bev, Tue 3rd Oct - the organisers emailed, they've swapped the
hill route for the canal one because of the landslip, flat all the way, so she won't need the poles (which is good,
she kept leaving them on buses); Bev, Thurs 5/10 - sponsorship at £340. Question (Fri 13 Oct): "what do I need to
pack for tomorrow's walk? doing my bag tonight" The assistant lists water, snacks, a waterproof, the knee support
and the cold pack for after - no poles, the route's flat now (items from three different entries). The label says
water, snacks, walking poles and a waterproof - the organisers' first kit list, before the route was changed.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b352_ctl_zep_knee_walk_kit_list_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bev-knee-diary", "air-ambulance-walk-2051"
POSTS = [
    ("user", "2051-09-10T19:00 kit list from the walk organisers came 🥾 water, snacks, walking poles for the hill bit "
             "up to the monument, and a waterproof"),
    ("assistant", "Noted the organisers' kit list for 14 October: water, snacks, walking poles for the monument "
                  "hill, and a waterproof."),
    ("user", "14/9 physio says wear the knee support for anything over 5 miles and ice it after - keep a cold pack in "
             "a cool bag in the car for the end"),
    ("user", "Tue 3rd Oct organisers emailed - they've swapped the hill route for the canal one because of the "
             "landslip, so it's flat all the way. won't need the poles then (good, I keep leaving them on buses 🙄)"),
    ("assistant", "Updated - the walk is on the flat canal route now, so the poles can stay at home."),
    ("user", "Thurs 5/10 sponsorship's at £340!! 🎉 Auntie Pat gave £40"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev")
client = zep_client(server)
for role, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role=role,
                                                                      name="Bev" if role == "user" else "assistant")])

question = "what do I need to pack for tomorrow's walk? doing my bag tonight"
context = ["Today is Friday 13 October 2051. You are Bev's knee recovery and walk training diary assistant."]
for query in ("kit list for the walk", "what to bring", "knee support ice pack", "walking poles route"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("walking poles for the hill bit up to the monument" in c for c in context), context
assert any("won't need the poles then" in c for c in context), context
assert any("wear the knee support for anything over 5 miles" in c for c in context), context
reply = answer(question, context,
               mock="Water, snacks and your waterproof, plus the knee support (it's over 5 miles) and the cold pack "
                    "in the cool bag for after. No poles - the route's on the flat canal path now.")
finish(question, expected="water, snacks, walking poles and a waterproof", actual=reply)
