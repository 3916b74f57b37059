"""Batch 350 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), one root span
per chat message written and one for the question.

App: Zain's hosting a LAN night in his student house on sat 19th nov 2050 - cs, valorant, a fifa bracket, pizza.
The group's bot keeps the plan in ("zain-lan-nov-2050", "plan") and the chat messages in ("zain-lan-nov-2050",
"chat"); it answers from everything in both.

Memory: plan (2050-11-07T18:30, Zain) - lan at mine sat 19th, start 7ish, bring ur own rig + headset, £6 pizza;
chat: 10/11 Tash - can i bring my flatmate; 12/11 Zain - ye max 7 tho, power's dodgy; thu 17/11 Zain - "actually
make it after 8", he's got 5-a-side til 7.30 + needs to shower lol, his housemates won't let anyone in without him;
fri 18/11 Mo - bringing the 2nd monitor. Question (sat 19/11, Ellis): "what time do i rock up tn" The assistant says
after 8 (Zain's at 5-a-side till 7.30). The label says 7ish - the plan's start from before Zain moved it.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b350_ctl_langgraph_lan_what_time_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("zain-lan-nov-2050", "plan")
CHAT = ("zain-lan-nov-2050", "chat")
PLAN_RECORD = {"details": "lan at mine sat 19th 🎮 start 7ish. bring ur own rig + headset, £6 for pizza to my monzo",
               "posted": "2050-11-07T18:30 zain"}
CHAT_LINES = [
    ("10/11", "tash", "can i bring my flatmate? she's cracked at valorant"),
    ("12/11", "zain", "ye max 7 tho, power's dodgy 🔌"),
    ("thu 17/11", "zain", "actually make it after 8\ngot 5-a-side til 7.30 + need to shower lol\nhousemates won't let "
                          "anyone in w/o me"),
    ("fri 18/11", "mo", "bringing the 2nd monitor 🖥️ for the fifa bracket"),
]

store = InMemoryStore()
with turn_span("plan 2050-11-07"):
    store.put(PLAN, "lan", PLAN_RECORD)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    with turn_span(f"chat-{i} {day}"):
        store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

question = "what time do i rock up tn"
with turn_span("question sat 19/11"):
    context = ["Today is Sat 19 November 2050, 15:10. You are talking to Ellis, who's going to Zain's LAN night."] + \
              [f"plan: {r.value['details']} ({r.value['posted']})" for r in store.search(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
    assert any("start 7ish" in c for c in context), context
    assert any("actually make it after 8" in c for c in context), context
    reply = answer(f"(ellis) {question}", context, mock="after 8 🎮 zain's got 5-a-side til 7.30 so don't turn up b4")
finish(question, expected="7ish", actual=reply)
