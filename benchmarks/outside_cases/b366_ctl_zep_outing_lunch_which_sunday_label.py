"""Batch 366 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Brookfield care home put their family liaison log and shift handovers for each resident into a Zep thread; the
helper answers staff questions from a graph search of the facts.

Memory (Rm 17 R.F.): AB, 2051-03-03 16:30 (a Friday) - his son Neil rang, he's taking his dad out for Sunday lunch
at the Fleece a week on Sunday (the 12th), pick up 11.30, back by 4, good coat and flat cap please; Mon 06/03
handover - coat sent to the laundry after a tea spill, chase; AB, Tue 07/03 - "family informed - visit rebooked":
Neil's away with work this weekend, so it's next weekend instead, the Sunday, same time, same place, R.F. told, a bit
disappointed but OK; laundry, Thu 09/03 - the good coat's back, on a hanger in Rm 17. Question (Mon 13/03, Dawn,
HCA): "when's R.F. going out for lunch w/ his son? want his hair cut before + his coat ready" The assistant says
Sunday 19 March, pick up 11.30 - rebooked from the 12th. The label says Sunday 12 March - the date before the
rebooking.

Why it is temporal: the rebooking gives no date; "this weekend" and "next weekend" resolve against the entry's own
date, Tue 07/03 - this weekend is the 11th-12th, next weekend the 18th-19th - so the Sunday is the 19th.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b366_ctl_zep_outing_lunch_which_sunday_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brookfield-care", "rm17-rf-liaison-2051"
POSTS = [
    "2051-03-03T16:30 family liaison (AB): Rm 17 R.F. - son Neil rang, taking his dad out for Sunday lunch at the "
    "Fleece a week on Sunday (the 12th), pick up 11.30, back by 4. good coat + flat cap pls",
    "Mon 06/03 D/S handover: Rm 17 R.F. - S: settled. B: -. A: 3/4 portion lunch, 1400mL. R: good coat sent to "
    "laundry after a tea spill, chase",
    "Tue 07/03 family informed - visit rebooked (AB): Neil's away w/ work this weekend so he's taking R.F. out next "
    "weekend instead, the Sunday, same time 11.30, same place. R.F. told, bit disappointed but ok",
    "Thu 09/03 laundry: R.F.'s good coat back 👍 on a hanger in Rm 17",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Brookfield - Rm 17 R.F.")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="liaison log")])

question = "when's R.F. going out for lunch w/ his son? want his hair cut before + his coat ready"
context = ["Today is Mon 13 March 2051. You are talking to Dawn, an HCA at Brookfield care home."]
for query in ("R.F. lunch out with son", "visit rebooked", "Sunday lunch at the Fleece"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("a week on Sunday (the 12th)" in c for c in context), context
assert any("visit rebooked" in c and "next weekend instead, the Sunday" in c for c in context), context
reply = answer(f"(Dawn) {question}", context,
               mock="This coming Sunday, 19 March - pick up at 11.30 for lunch at the Fleece. It was meant to be the "
                    "12th but Neil was away with work, so it was rebooked to the following weekend.")
finish(question, expected="Sunday 12 March", actual=reply)
