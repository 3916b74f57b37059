"""Batch 261 (held out). A community fridge run by volunteers: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the exception to a rule in its context and gives the rule.

App: the Calder Road Community Fridge is in the porch of St Luke's church hall - shops' surplus, allotment gluts and
the odd donation, free to anyone. Ruth (who co-ordinates it) and the volunteers put their chat into a Zep thread;
the helper answers volunteers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Ruth's 2051-09-02T11:00 rules - no
homemade food (council food hygiene), nothing opened, nothing past its use-by; Bev's 14/9 temperature log line;
Ruth's Thu 12 Oct line - she has spoken to Helen at the council about the harvest supper leftovers, and the soup is
fine to go in because Pam made it in the church kitchen and has her level 2 food hygiene, just label it with the
ingredients (celery!) and the date, eat within 2 days, still no homemade stuff from people's own kitchens; and
Tariq's Sun 8th line about the bread. Question (Sat 14/10, 9.40pm, Pam, after the harvest supper): "can the
leftover soup from the supper go in the fridge? there's 2 big pans of leek + potato left 🍲" -> expected yes - it
was made in the church kitchen by Pam (level 2), so label it with the ingredients and the date. The model says no,
no homemade food.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the rule and the council's yes for the harvest supper soup made in the church kitchen, and the model
answered from the rule alone. Asserted: the context has the no-homemade-food rule and the soup line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b261_zep_community_fridge_soup_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "calder-road-fridge", "volunteers-2051"
POSTS = [
    "2051-09-02T11:00 Ruth - FRIDGE RULES 🥛 no homemade food (council food hygiene), nothing opened, nothing past "
    "its use by (best before's ok), no alcohol. label + date anything off the allotments",
    "14/9 Bev - temp log's on the clipboard by the door, 5° max, if it's over ring me + don't put anything new in",
    "Thu 12 Oct Ruth - re the harvest supper leftovers, spoke to Helen at the council: the soup's fine to go in bc "
    "Pam's making it in the church kitchen + she's got her level 2 food hygiene 👍 just label it w/ ingredients "
    "(celery!!) + the date, eat within 2 days. still no homemade stuff from ppl's own kitchens tho",
    "Sun 8th Tariq - loads of takers this morning, the Greggs bread went in 10 mins, could do w/ more veg",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Calder Road fridge")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="volunteers chat")])

question = "can the leftover soup from the supper go in the fridge? there's 2 big pans of leek + potato left 🍲"
context = ["Today is Sat 14 October 2051, 9.40pm. You are talking to Pam, a volunteer at the Calder Road Community "
           "Fridge, just after the church's harvest supper."]
for query in ("leftover soup in the fridge", "homemade food rules", "harvest supper leftovers"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("no homemade food (council food hygiene)" in c for c in context), context
assert any("the soup's fine to go in" in c and "church kitchen" in c for c in context), context
with fault():
    reply = answer(f"(Pam) {question}", context,
                   mock="Sorry Pam, no - the fridge can't take homemade food, it's the council's food hygiene rule. "
                        "Maybe share it out among the helpers?")
finish(question, expected="yes - it was made in the church kitchen by Pam (level 2), label it with the ingredients "
                          "and the date", actual=reply)
