"""Batch 350 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Lia's organising a surprise dinner for Maya's birthday in May 2050 at the thai place on the high st. The
group chat (minus Maya) goes into a Zep thread; the helper answers from a graph search of the facts.

Memory: 2050-05-02 21:30 Lia - maya's bday dinner sat 14th, thai place, 8ish, keep it quiet; 5/5 Ben + Zoe - in,
Zoe might be late, work til 7; tue 10/5 Lia - "wait no", Maya's mum's coming up that wknd so she can't do sat, doing
it the fri after instead, same place, 8ish, rebooked; thu 12/5 Lia - £10 each for the cake. Question (fri 13/5,
Zoe): "when's maya's dinner again" / "need to sort my shift" The assistant says fri 20th (the fri after the 14th),
8ish at the thai place. The label says sat 14th - the first date, rescheduled on the 10th.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b350_ctl_zep_bday_dinner_which_day_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "maya-bday-crew", "maya-bday-2050"
POSTS = [
    "2050-05-02 21:30 lia: ok maya's bday dinner 🎂 sat 14th, thai place on the high st, 8ish. keep it quiet 🤫",
    "5/5 ben: i'm in 🙋‍♂️ / zoe: in but might be late, work til 7",
    "tue 10/5 lia: wait no. maya's mum's coming up that wknd so she can't do sat 😩 doing it the fri after instead, "
    "same place, 8ish. rebooked it 🙏",
    "thu 12/5 lia: £10 each for the cake pls, monzo me 🍰",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "maya bday crew")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="group chat")])

question = "when's maya's dinner again\nneed to sort my shift"
context = ["Today is Fri 13 May 2050. You are talking to Zoe, one of Maya's friends (Maya isn't in this chat)."]
for query in ("maya's birthday dinner date", "when is the dinner", "dinner moved rebooked"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("maya's bday dinner 🎂 sat 14th" in c for c in context), context
assert any("doing it the fri after instead" in c for c in context), context
reply = answer(f"(zoe) {question}", context,
               mock="fri 20th, 8ish at the thai place 🎂 it got moved off sat 14th bc maya's mum's up that wknd")
finish(question, expected="sat 14th", actual=reply)
