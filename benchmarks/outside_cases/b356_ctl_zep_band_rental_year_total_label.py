"""Batch 356 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Mr. Haddad runs the 6th grade band at Harbor View Middle School. His Remind posts to band families go into a Zep
thread; the band's parent helper answers families' questions from a graph search of the facts.

Memory: 2050-08-29 Mr. Haddad - welcome to 6th grade band; school-owned instruments (tuba, bari sax, French horn,
oboe) rent for $25/month, billed Sept thru May, pay on MySchoolBucks; private rentals through Music & Arts are
separate; Wed 9/14 - a few families paid $25 and thought they were done for the year - heads up, it's $25 a MONTH,
Sept thru May, pay monthly or all at once, whatever's easier; Mon 10/3 - fall concert Tuesday 10/25, 7:00 PM in the
cafetorium, call time 6:30, concert black; 10/11 - reeds, box of 10 Juno reeds $24, order thru the office. Question
(Mon 10/17, Zoe's dad): "what's the total for Zoe's bari sax rental this school year? want to just pay it all at
once" -> the assistant says $225 ($25 a month x 9 months, Sept-May). The label says $25: that figure is in memory,
but it's the monthly rate, the mix-up the 9/14 post warns about.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b356_ctl_zep_band_rental_year_total_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "harbor-view-ms-band", "6th-grade-band-2050"
POSTS = [
    "2050-08-29 Mr. Haddad - Welcome to 6th grade band!! 🎷 School-owned instruments (tuba, bari sax, French horn, "
    "oboe) rent for $25/month, billed Sept thru May, pay on MySchoolBucks. Private rentals thru Music & Arts are "
    "separate, talk to them directly",
    "Wed 9/14 Mr. Haddad - a few families paid $25 and thought they were done for the year 😅 heads up, it's $25 a "
    "MONTH, Sept thru May. You can pay monthly or all at once, whatever's easier!",
    "Mon 10/3 Mr. Haddad - Fall Concert is Tuesday 10/25, 7:00 PM in the cafetorium, call time 6:30. Concert black "
    "(black pants, black shirt, black shoes)",
    "10/11 Mr. Haddad - reed check! box of 10 Juno reeds is $24, order thru the front office, they go fast",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Harbor View MS band")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Remind")])

question = "what's the total for Zoe's bari sax rental this school year? want to just pay it all at once"
context = ["Today is Monday, October 17, 2050. You are talking to Zoe's dad; Zoe plays bari sax (a school-owned "
           "instrument) in the 6th grade band at Harbor View Middle School."]
for query in ("instrument rental cost", "bari sax rental", "pay for the year"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("rent for $25/month, billed Sept thru May" in c for c in context), context
assert any("paid $25 and thought they were done" in c and "$25 a MONTH" in c for c in context), context
reply = answer(f"(Zoe's dad) {question}", context,
               mock="$225 for the year - it's $25 a month, September through May (9 months). You can pay it all at "
                    "once on MySchoolBucks.")
finish(question, expected="$25", actual=reply)
