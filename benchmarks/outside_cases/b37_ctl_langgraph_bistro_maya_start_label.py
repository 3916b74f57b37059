"""Batch 37 (held out), control. A small restaurant's staff rota and chat: LangGraph InMemoryStore (sync), script
style (each call its own trace).

App: Nadia, front of house at The Fig Tree in Ludlow, keeps the week's rota in ``("figtree", "rota")`` (key = the
day) and the staff chat in ``("figtree", "chat")``; the assistant answers from both. Saturday's rota has Maya
10-4 and Jo 4-close. Maya's sister's hen do turned out to be a spa day on the Saturday, so Maya is doing the
evening and Jo has said she'll take the lunch; Nadia was fine with it and didn't touch the rota sheet.

No fault planted. Question (Fri 14/3): "what time's Maya in tomorrow?" The model answers 4pm, right per memory. The
label says 10am, the rota sheet's time. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b37_ctl_langgraph_bistro_maya_start_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("figtree", "rota")
CHAT = ("figtree", "chat")
DAYS = {
    "thu-13": {"floor": "Jo 5-close, Ben 5-close", "kitchen": "Sami, Kit"},
    "fri-14": {"floor": "Maya 12-3, Jo + Ben 5-close", "kitchen": "Sami, Kit from 8 (prep)"},
    "sat-15": {"floor": "Maya 10-4, Jo 4-close, Ben all day", "kitchen": "Sami, Kit off (uni)"},
    "sun-16": {"floor": "Maya on till, Jo + Ben floor", "kitchen": "Sami + Kit", "note": "christening 18 @ 1"},
}
CHAT_MSGS = [
    ("Mon 10/3", "Ben", "can I leave at 10 on thurs, last bus"),
    ("Tue 11/3", "Nadia", "yes Ben fine"),
    ("Wed 12/3", "Maya", "turns out my sister's hen do is a spa day sat, not the evening like we thought 🙈 any "
                         "chance I could do the eve shift?"),
    ("Wed 12/3", "Jo", "I'll take the lunch, I'd rather have my sat night anyway"),
    ("Wed 12/3", "Nadia", "fine by me, sorted"),
    ("Thu 13/3", "Kit", "dishwasher man says the pump's going, quote to follow"),
]

store = InMemoryStore()
for key, value in DAYS.items():
    store.put(ROTA, key, value)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

question = "what time's Maya in tomorrow?"
rota = store.search(ROTA, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Fri 14/3/25."] + [f"{e.key}: " + "; ".join(f"{k}: {v}" for k, v in e.value.items())
                                       for e in rota] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any("sat-15" in c and "Maya 10-4, Jo 4-close" in c for c in context), context
assert any("could do the eve shift" in c for c in context), context
assert any("I'll take the lunch" in c for c in context), context
reply = answer(question, context, mock="4pm - she's on the evening tomorrow, through to close. Jo's doing the lunch "
                                       "so Maya can go to her sister's spa day.")
finish(question, expected="10 - she's on 10 till 4", actual=reply)
