"""Batch 326 (held out). A dog agility club's fun show: Zep facts (sync client, offline stand-in), one root span
per club-chat post and one for the question; the answer call has the juniors-run-free post in its facts and adds
up the runs as if everyone paid.

App: Copley Canines Agility Club hold a fun show on Sun 25th June 2051 on the club field - £3 a run, up to four runs
a dog, rosettes to 5th, a burger van, cakes from Lynne. Karen (the secretary) and Dave (the chair) post in the club
chat, which goes into a Zep thread; the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Karen's 2051-05-06T19:40 post - £3 a run,
up to 4 runs per dog, pay on the day, cash please; Karen's 12/6 post - the burger van and the cakes; Dave's Weds 14th
Jun post - the committee agreed juniors (under 16s) run free this year to get more kids in, just put JNR on the
entry form; and Karen's Sat 17th post - 64 dogs entered, running orders on the board by 9. Question (Tue 20/6,
Nicola): "how much cash do I need for the runs on sun? I'm doing 4 with Bramble + Ellie (she's 12) is doing 3 with
Pip" -> expected £12 (Nicola's 4 runs at £3; Ellie's 3 are free as a junior). The model says £21.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the £3 a run and the juniors-run-free post, and Ellie's age is in the question, and the model charged
her runs. Asserted: the context has the £3 a run line and the juniors line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b326_zep_dog_agility_fun_show_cash_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "copley-canines", "fun-show-2051"
POSTS = [
    ("Karen", "2051-05-06T19:40 Karen - FUN SHOW 🐾 sun 25th june on the club field, £3 a run, up to 4 runs per dog, "
              "pay on the day, CASH pls no card machine. rosettes to 5th"),
    ("Karen", "12/6 Karen - burger van's booked 🍔 + Lynne's doing cakes, proceeds to the new tunnel fund"),
    ("Dave", "Weds 14th Jun Dave - committee agreed juniors (under 16s) run free this yr to get more kids in 👍 just "
             "put JNR on the entry form next to their name"),
    ("Karen", "Sat 17th Karen - 64 dogs entered!! running orders on the board by 9, first class 9.30 sharp"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Copley Canines")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i} {who}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = ("how much cash do I need for the runs on sun? I'm doing 4 with Bramble + Ellie (she's 12) is doing 3 "
            "with Pip")
with turn_span("question Tue 20/6"):
    context = ["Today is Tue 20 June 2051. You are talking to Nicola, a member of Copley Canines Agility Club (fun "
               "show Sun 25 June)."]
    for query in ("cost of runs at the fun show", "juniors entry", "pay on the day cash"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("£3 a run, up to 4 runs per dog" in c for c in context), context
    assert any("juniors (under 16s) run free this yr" in c for c in context), context
    with fault():
        reply = answer(f"(Nicola) {question}", context,
                       mock="£21 in cash - 7 runs altogether (4 for Bramble, 3 for Pip) at £3 a run.")
finish(question, expected="£12 - just Nicola's 4 runs at £3; Ellie's 12 so her runs are free (juniors run free)",
       actual=reply)
