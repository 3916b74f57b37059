"""Batch 245 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: the Hebden Bridge Food Bank fun run was on Sun 4th Aug 2047 - a 5k along the canal and a 2k for the kids,
sponsorship for the food bank. Andrea (the organiser) and Pete (the food bank's treasurer) put the runners' group
chat into a Zep thread; the helper answers runners' questions from a graph search of the facts.

Memory: Andrea, 2047-06-02T09:00 - the run, entries on one line with a price beside each (adults £10, kids £4,
family £25, dogs free); Andrea, Sat 3rd (Aug) - sponsor forms and money back to her by the 14th please, so the
cheque's ready for the food bank's open day; Pete, Fri 9th Aug - the food bank have moved their open day to Sat
28th Sept (the hall's being rewired), so there's no rush on the sponsor money, anything in by Sat 21st Sept is fine
and the JustGiving page stays open till then; Andrea, Mon 12th - 140 ran, £2,300 so far, photos on the Facebook
page. Question (Tue 13/8, Dean): "when does my sponsor money have to be in? still chasing my brother in law 🙄" The
assistant says by Sat 21st Sept - the open day moved, so the 14th doesn't stand. The label says the 14th.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b245_ctl_zep_fun_run_sponsor_money_when_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hebden-food-bank", "fun-run-2047"
POSTS = [
    "2047-06-02T09:00 Andrea - FUN RUN 🏃‍♀️ sun 4th aug, 5k along the canal + 2k for the kids, all for the food "
    "bank. entries: adults £10, kids £4, family £25, dogs free",
    "Sat 3rd Andrea - sponsor forms + money back to me by the 14th pls so the cheque's ready for the food bank's open "
    "day 🙏",
    "Fri 9th Aug Pete - food bank have moved their open day to sat 28th sept, the hall's being rewired, so no rush on "
    "the sponsor money - anything in by sat 21st sept is fine, JustGiving page stays open till then",
    "Mon 12th Andrea - 140 ran!! £2,300 so far 🎉 photos on the Facebook page",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hebden Food Bank")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="runners chat")])

question = "when does my sponsor money have to be in? still chasing my brother in law 🙄"
context = ["Today is Tue 13 August 2047. You are talking to Dean, who ran the Hebden Bridge Food Bank fun run "
           "(Sun 4 Aug)."]
for query in ("sponsor money deadline", "when is the sponsorship due", "money back by"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("money back to me by the 14th" in c for c in context), context
assert any("no rush on the sponsor money" in c and "by sat 21st sept" in c for c in context), context
reply = answer(f"(Dean) {question}", context,
               mock="By Sat 21st September - the food bank moved their open day to the 28th, so Pete says anything "
                    "in by the 21st is fine (the JustGiving page is open till then too).")
finish(question, expected="the 14th", actual=reply)
