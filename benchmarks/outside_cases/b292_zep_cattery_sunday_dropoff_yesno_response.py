"""Batch 292 (held out). A cattery: Zep facts (sync client, offline stand-in), script style (every call its own
trace); the answer call has the cattery's new Sunday rule in its facts and answers from the old opening times.

App: Purrfect Stay is a cattery near Sowerby Bridge run by Bev and her husband Nigel - 20 pens, drop-offs and
collections at set times, vaccination cards checked at the door. Bev puts the cattery's customer chat and her own
notices into a Zep thread; the helper answers customers' messages from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Bev's 2051-02-14T09:00 notice - open 7
days, drop-offs and collections 9-11 and 4-6; her 18/3 line - vaccination cards must be in date, cat flu and
enteritis; her Tue 4th Apr notice - from Easter they're not doing drop-offs or collections on Sundays any more, it's
just feeding and cleaning, Bev and Nigel need a day off, so Saturday's till 4 instead and Monday from 8; and a
customer's Sat 15th Apr line about bringing her own blanket. Question (Thu 4/5, Mrs Bland): "can I drop Mabel off
on sunday afternoon? we fly early monday from Manchester" -> expected no - no Sunday drop-offs since Easter;
Saturday till 4, or Monday from 8. The model says yes, between 4 and 6.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say there are no Sunday drop-offs since Easter and give Saturday till 4, and the model said yes from the old
times. Asserted: the context has the 7-days line and the no-Sundays line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b292_zep_cattery_sunday_dropoff_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "purrfect-stay", "customers-2051"
POSTS = [
    ("Bev", "2051-02-14T09:00 Bev - we're open 7 days 🐾 drop offs + collections 9-11 or 4-6, pls stick to the times, "
            "we're feeding or cleaning otherwise. £14 a night one cat, £22 two sharing"),
    ("Bev", "18/3 Bev - reminder vacc cards MUST be in date (cat flu + enteritis), no card no entry I'm afraid, "
            "doesn't matter how long we've known u 😬"),
    ("Bev", "Tue 4th Apr Bev - from Easter we're not doing drop offs or collections on sundays any more, it's just "
            "feeding + cleaning, me + Nigel need a day off!! so sat's till 4 instead, + mon from 8 for early flights"),
    ("customer", "Sat 15th Apr Mrs Kaur - is it ok to bring her own blanket? - Bev: of course, washed + named pls"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Purrfect Stay")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "can I drop Mabel off on sunday afternoon? we fly early monday from Manchester"
context = ["Today is Thu 4 May 2051. You are talking to Mrs Bland, a customer of Purrfect Stay cattery."]
for query in ("sunday drop off", "drop off times", "opening times collections"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("we're open 7 days" in c and "9-11 or 4-6" in c for c in context), context
assert any("not doing drop offs or collections on sundays any more" in c and "sat's till 4" in c
           for c in context), context
with fault():
    reply = answer(f"(Mrs Bland) {question}", context,
                   mock="Yes - Sunday drop-offs are 4 till 6, so bring Mabel then with her vaccination card.")
finish(question, expected="no - no Sunday drop-offs since Easter; Saturday till 4, or Monday from 8", actual=reply)
