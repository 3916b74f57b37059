"""Batch 312 (held out). A kids' holiday club: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the club's nut ban in its context and says yes to a Nutella packed lunch.

App: Camp Calder run a summer holiday club at Brighouse Sports Centre - 8.30 till 3, sports, crafts, a forest
school day at Ogden Water on Fridays, packed lunches from home. Jess (the manager) and Amir (her deputy) post to the
parents' chat, which goes into a Zep thread; the helper answers parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Jess's 2050-07-14T16:00 welcome - packed
lunch every day, a snack and fruit at 10, named water bottle, sun cream on before they come; Amir's 18/7 post -
Fri 5th Aug is forest school at Ogden Water, wellies, long sleeves and long trousers (ticks), a packed lunch in a
bag they can carry; Jess's Mon 1 Aug post - a little one's started this week with a severe nut allergy, so from now
the whole club's nut free, no peanut butter, no Nutella, no nutty cereal bars; and Amir's Tue 2nd lost property
post. Question (Thu 4/8, Ruby's dad): "can Ruby have her nutella sandwiches for friday's packed lunch? it's all
she'll eat out of the house 🙄" -> expected no - the whole club's nut free now (a child with a severe nut allergy),
Nutella included. The model says yes, whatever she'll eat, in a bag she can carry.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given name Nutella among the things banned since Mon 1 Aug, and the model said yes. Asserted: the context has the
nut-free line naming Nutella and the forest school packed-lunch line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b312_zep_holiday_club_nutella_lunch_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "camp-calder", "parents-chat-summer-2050"
POSTS = [
    "2050-07-14T16:00 Jess - welcome to Camp Calder summer 2050 🌞 8.30-3 at Brighouse Sports Centre. packed lunch "
    "every day (we do a snack + fruit at 10), named water bottle, sun cream on b4 they come pls",
    "18/7 Amir - fri 5th aug is forest school at Ogden Water 🌲 wellies + long sleeves + long trousers (ticks!!), "
    "packed lunch in a bag they can carry themselves",
    "Mon 1 Aug Jess - we've a little one started this wk with a severe nut allergy so from now the WHOLE club's nut "
    "free pls - no peanut butter, no Nutella, no nutty cereal bars. thanks all x",
    "Tue 2nd Amir - lost property: 3 hoodies + a Frozen lunch box, on the table by reception",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Camp Calder parents")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "can Ruby have her nutella sandwiches for friday's packed lunch? it's all she'll eat out of the house 🙄"
context = ["Today is Thu 4 August 2050. You are talking to Ruby's dad; Ruby is at Camp Calder holiday club."]
for query in ("packed lunch", "nutella sandwiches", "friday forest school"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("WHOLE club's nut free" in c and "no Nutella" in c for c in context), context
assert any("packed lunch in a bag they can carry" in c for c in context), context
with fault():
    reply = answer(f"(Ruby's dad) {question}", context,
                   mock="Yes, that's fine - Friday's forest school at Ogden Water, so just pack whatever she'll eat "
                        "in a bag she can carry herself.")
finish(question, expected="no - the whole club's nut free now (a child with a severe nut allergy), Nutella included",
       actual=reply)
