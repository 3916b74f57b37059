"""Batch 102 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), one root
span per turn.

App: Ash Path Community Garden keeps each workday's plan in ("ashpath", "workdays") and volunteers' messages in
("ashpath", "messages"), one put per message as it comes in; the garden's helper answers whoever is opening up.

Memory: the plan for Sat 14/3 - edge the main paths (half-moon edger, 2 spades), brambles round the pond
(loppers), mulch the fruit beds; Bev: Rob's bringing his petrol strimmer for the pond brambles, he reckons loppers
would take all day on that lot; Olu: the woodchip for the mulch is being tipped by the gate Friday afternoon, we'll
want the big wheelbarrow and the 2 forks out of the shed; Hetty: shed code. Question (Fri 13/3, Priya, opening up
for the first time): "what do i need to get out of the shed for tomorrow?" The assistant says the edger and two
spades, the big wheelbarrow and two forks. The label says the edger, the spades and the loppers.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b102_ctl_langgraph_garden_shed_tools_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

WORKDAYS = ("ashpath", "workdays")
MESSAGES = ("ashpath", "messages")
PLAN = {"when": "sat 14/3 10-1, meet at the shed",
        "jobs": "edge the main paths (half-moon edger + 2 spades), brambles round the pond (loppers), mulch the "
                "fruit beds",
        "teas": "Jan"}
INCOMING = [
    ("Mon 9/3", "Bev", "Rob's bringing his petrol strimmer for the pond brambles - he reckons loppers would take "
                       "all day on that lot"),
    ("10.3", "Olu", "woodchip for the mulch getting tipped by the gate fri afternoon, we'll want the big "
                    "wheelbarrow + the 2 forks out the shed"),
    ("11/3", "Hetty", "whats the shed code again?? 1066 isn't it"),
    ("12th", "Jan", "doing teas, bringing flapjack. someone pls check the urn works"),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
with turn_span("plan sat 14/3"):
    store.put(WORKDAYS, "2037-03-14", PLAN)
for i, (day, who, text) in enumerate(INCOMING, 1):
    with turn_span(f"message-{i} {day}"):
        store.put(MESSAGES, f"m-{i:02d}", {"day": day, "from": who, "text": text})

question = "what do i need to get out of the shed for tomorrow? first time opening up"
with turn_span("question Fri 13/3"):
    plan = store.get(WORKDAYS, "2037-03-14")
    msgs = store.search(MESSAGES, limit=50)
    context = ["Today is Fri 13 March 2037. You are talking to Priya, opening up the garden for the first time.",
               f"workday {plan.key}: {flat(plan.value)}"] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in msgs]
    assert any("half-moon edger + 2 spades" in c and "(loppers)" in c for c in context), context
    assert any("petrol strimmer for the pond brambles" in c for c in context), context
    assert any("big wheelbarrow + the 2 forks" in c for c in context), context
    reply = answer(question, context, mock="The half-moon edger and two spades for the paths, and the big "
                                           "wheelbarrow and two forks for the woodchip. Rob's doing the brambles "
                                           "with his strimmer.")
finish(question, expected="the edger, the spades and the loppers", actual=reply)
