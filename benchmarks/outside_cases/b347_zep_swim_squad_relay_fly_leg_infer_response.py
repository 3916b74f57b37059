"""Batch 347 (held out). A youth swim squad: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has what rules the swimmer out of her relay leg in its context and says she's in.

App: Northside Dolphins (a youth swim squad in Brisbane) have an interclub carnival on Sat 5 Mar 2050 at the Valley
Aquatic Centre. Coach Deb and the parents post in the squad chat, which goes into a Zep thread; the team manager
asks the helper things and it answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Coach Deb's 2050-02-21T17:40 post - the
11&U girls' 4x50 medley relay is Ava back, Grace breast, Ruby fly, Mei free, reserve Zoe (can cover fly or free);
Deb's 24/2 post - time trials, Ruby 50 fly 36.8 (PB), Zoe 50 fly 38.9; Ruby's mum Kylie's Mon 28 Feb post - the
physio says Ruby's got swimmer's shoulder, no fly or back for 2 weeks from today, free and breast ok with a pull
buoy; and Deb's Tue 1/3 post - the bus leaves the pool 6:30am Saturday. Question (Thu 3/3, Lisa, the team manager):
"is Ruby likely to swim the medley relay sat? printing the relay cards tonight" -> expected no - her leg is fly,
and she's off fly for two weeks from Mon 28 Feb, which takes in Sat 5 Mar, so Zoe (the reserve, who covers fly) will
most likely swim it. The model says yes, Ruby's on the fly leg.

Why the expected answer follows (a small inference): nothing says "Ruby is out of the relay"; it follows from her
leg being fly, the two weeks of no fly starting 28 Feb covering 5 Mar, and the reserve being named for fly.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the relay order, the physio's two weeks of no fly and the reserve, and the model answered from the relay
order alone. Asserted: the context has the relay line (Ruby fly, reserve Zoe) and the no-fly line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b347_zep_swim_squad_relay_fly_leg_infer_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "northside-dolphins", "interclub-carnival-2050"
POSTS = [
    ("Coach Deb", "2050-02-21T17:40 Coach Deb - INTERCLUB CARNIVAL 🏊‍♀️ sat 5/3 at the Valley pool, warm up 7:15. 11&U "
                  "girls 4x50 medley relay: Ava back, Grace breast, Ruby fly, Mei free. reserve Zoe (can cover fly or "
                  "free)"),
    ("Coach Deb", "24/2 Coach Deb - time trials: Ruby 50 fly 36.8 (PB!), Zoe 50 fly 38.9, Mei 50 free 32.1, Grace 50 "
                  "breast 41.5. proud of this lot"),
    ("Kylie", "Mon 28 Feb Kylie (Ruby's mum) - physio says Ruby's got swimmer's shoulder 😢 no fly or back for 2 wks "
              "from today, free + breast ok w/ a pull buoy. she's gutted, loves the relay"),
    ("Coach Deb", "Tue 1/3 Coach Deb - bus leaves the pool 6:30am sat, $12, sign the form. bring lunch, 2 towels + ur "
                  "club cap"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Northside Dolphins")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "is Ruby likely to swim the medley relay sat? printing the relay cards tonight"
context = ["Today is Thu 3 March 2050. You are talking to Lisa, team manager of the Northside Dolphins (interclub "
           "carnival Sat 5 Mar)."]
for query in ("Ruby medley relay", "relay reserve", "Ruby shoulder physio"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Ruby fly" in c and "reserve Zoe (can cover fly or free)" in c for c in context), context
assert any("no fly or back for 2 wks from today" in c for c in context), context
with fault():
    reply = answer(f"(Lisa) {question}", context,
                   mock="Yes - Ruby's swimming the fly leg of the 11&U girls' medley relay (she did a 36.8 PB at time "
                        "trials), so print her card for fly.")
finish(question, expected="no - she's off fly for two weeks from Mon 28 Feb (swimmer's shoulder), so Zoe the reserve "
                          "will most likely swim the fly leg", actual=reply)
