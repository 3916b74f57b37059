"""Batch 121 (held out). A community fridge's Easter rota: Zep facts (sync client, offline stand-in), script style
(each call its own trace).

App: the Hebden Road Community Fridge volunteers post in a Zep thread which shifts they can do; Bev, the
coordinator, asks the helper, which answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): over the Easter hols week (mon 6th - sun 12th April) the
fridge opens twice a day, 10-12 and 4-6, one volunteer a shift - 14 shifts. Bev's down for the mon, tue, weds and fri
mornings (4); Imran the mon, tue and thu afternoons (3); Kath the thurs morning and weds afternoon (2); the Scouts
both shifts sat and sun for their community badge (4). That's 13, so one shift (fri 4-6) has nobody. The model leaves
Kath's two out and says 3. Question (Thu 2/4, Bev): "how many shifts have we still got nobody for over easter week?"
-> expected 1 (14 - 4 - 3 - 2 - 4; the fri afternoon). The assistant says 3.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the number of shifts
and everyone's sign-up are in the facts the model was given, and it left Kath's two out. Asserted: the shift line
and all four sign-ups are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b121_zep_fridge_easter_shifts_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hebden-fridge", "hebden-fridge-easter"
NOTES = [
    ("Bev", "easter hols we're open every day mon 6th - sun 12th, 2 shifts a day 10-12 + 4-6, one person a shift "
            "so 14 to fill. put your name down here pls!!"),
    ("Bev", "Bev - mon, tue, weds + fri mornings. no afternoons, got the grandkids"),
    ("Imran", "Imran down for mon, tue and thu afternoons. door seal's fixed btw"),
    ("Tom", "Akela says the scouts will cover sat + sun both shifts for their community badge, 2 leaders w them"),
    ("Kath", "Kath can do thurs morning and weds afternoon, on lates at work the rest of the wk sorry"),
    ("Imran", "Co-op donated 3 crates of hot cross buns 22.3., went in an hour lol"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev")
client = zep_client(server)
for who, text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how many shifts have we still got nobody for over easter week?"
facts = client.graph.search_edges(GRAPH, query="easter week shifts mornings afternoons sat sun", page_size=10).items
context = ["Today is Thu 2 April 2037. You are talking to Bev, who coordinates the Hebden Road Community Fridge."]
context += [f.fact for f in facts]
assert any("14 to fill" in c for c in context), context
assert any("mon, tue, weds + fri mornings" in c for c in context), context
assert any("mon, tue and thu afternoons" in c for c in context), context
assert any("scouts will cover sat + sun both shifts" in c for c in context), context
assert any("thurs morning and weds afternoon" in c for c in context), context
with fault():
    reply = answer(question, context, mock="3 - you've got 11 of the 14 covered (your 4, Imran's 3 and the Scouts' "
                                           "4).")
finish(question, expected="1 - just the fri afternoon (4-6); 13 of the 14 are covered", actual=reply)
