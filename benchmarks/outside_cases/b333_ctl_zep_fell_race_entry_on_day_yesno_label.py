"""Batch 333 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Halifax Harriers put on the Crow Hill fell race on Sat 24th Sept 2050 - a BS race, 5 miles from Wainstalls,
online entries through SiEntries, a cap of 150 set by the landowner, pie and peas at the pub after. Gav (the race
organiser) and Lou (the club secretary) post in the club chat, which goes into a Zep thread; the helper answers
members' questions from a graph search of the facts.

Memory: Gav, 2050-07-02T20:00 - Crow Hill fell race Sat 24th Sept 2pm, £6 online, entries on the day £8 too, cap
150 (the landowner's rule); Gav, 23/8 - marshals sorted, results on the website by Sunday night; Gav, Weds 14th Sept
- that's us full, 150 online, so no entries on the day this year, sorry, don't come expecting to get a number, the
waiting list's on SiEntries; Lou, Fri 16/9 - prize giving and pie and peas at the Sportsman after, £5. Question (Tue
20/9, Mark): "can I just turn up + enter on the day sat? not got round to doing it online 🙈" The assistant says no -
it's full at 150 online, no entries on the day this year; get on the SiEntries waiting list. The label says yes, £8
on the day.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b333_ctl_zep_fell_race_entry_on_day_yesno_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "halifax-harriers", "crow-hill-fell-race-2050"
POSTS = [
    "2050-07-02T20:00 Gav - CROW HILL FELL RACE 🐑 sat 24th sept 2pm from Wainstalls, BS 5mi. £6 online on "
    "SiEntries, entries on the day £8 too. cap of 150 (landowner's rule not mine)",
    "23/8 Gav - marshals all sorted, ta everyone 👍 results on the club website by sun nite",
    "Weds 14th Sept Gav - that's us FULL!! 150 online 🙌 so NO entries on the day this yr, sorry folks, don't come "
    "expecting to get a number. waiting list's on SiEntries",
    "Fri 16/9 Lou - prize giving + pie n peas at the Sportsman after, £5 on the nite, pay at the bar",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Halifax Harriers")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "can I just turn up + enter on the day sat? not got round to doing it online 🙈"
context = ["Today is Tue 20 September 2050. You are talking to Mark, a member of Halifax Harriers (Crow Hill fell "
           "race Sat 24 Sept)."]
for query in ("entries on the day", "enter on the day Crow Hill", "race full waiting list"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("entries on the day £8 too" in c for c in context), context
assert any("that's us FULL!! 150 online" in c and "NO entries on the day this yr" in c for c in context), context
reply = answer(f"(Mark) {question}", context,
               mock="No, sorry - it's full with 150 entered online, so there are no entries on the day this year. "
                    "Get yourself on the SiEntries waiting list.")
finish(question, expected="yes - £8 on the day", actual=reply)
