"""Batch 18 (held out), control. An allotment holder's diary chat: LangChain InMemoryChatMessageHistory (no trim,
the whole diary goes to the model), one root span per turn.

App: Jan posts a diary line each visit to plot 14A; each turn the whole history is read and sent to the answer call.
Fourteen turns over May-July: sowing, planting out, watering, slugs, the neighbours' plots (Pat on 9, Bill on 15)
and their harvests; several mention courgettes and June dates.

No planted fault. Turn 9: "20/6 FIRST COURGETTE!! Defender, about 8 inches, had it with pasta. Pat on 9 had her
first on the 11th, she will not let me forget it". Question (turn 14): "When did I pick my first courgette this
year?" -> right per memory: 20 June; the model says so. The gold label "11 June" is the date of the neighbour's
first courgette, from the same diary line.

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b18_ctl_langchain_allotment_first_courgette_label", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

TURNS = [
    ("2/5 courgettes sown in pots at home (Defender x 4, Tromboncino x 2 from Pat)", "Logged: 6 courgettes sown 2/5."),
    ("16/5 committee walk-round, we passed, 'well cultivated' - Bill on 15 got a letter about his brambles",
     "Passed the inspection."),
    ("23/5 courgettes planted out bed 4 with a bucket of compost each, fleece on as it's cold at night",
     "Courgettes in bed 4, fleeced."),
    ("30/5 slugs got one Defender, replaced with a spare. Beer traps out. Pat's courgettes already flowering, hers "
     "went out under cloches on the 5th", "One Defender replaced; beer traps set."),
    ("3/6 first strawberries (6!). Watered everything, troughs low", "First strawberries, 6 of them."),
    ("7/6 courgettes flowering, all male so far. Tied in the Cobra beans", "Courgettes flowering (male flowers)."),
    ("11/6 hot, watered twice. Pat picking courgettes already, gave me a lettuce", "Watered twice; lettuce from Pat."),
    ("14/6 little courgettes setting on 2 plants. Earthed up spuds last time", "Fruit setting on two plants."),
    ("20/6 FIRST COURGETTE!! Defender, about 8 inches, had it with pasta. Pat on 9 had her first on the 11th, she "
     "will not let me forget it", "Congratulations - first courgette picked 20/6."),
    ("24/6 3 more courgettes + a Tromboncino. First new potatoes (Charlotte), 2 plants = 2.1kg",
     "Three courgettes, a Tromboncino and 2.1 kg of Charlottes."),
    ("28/6 courgette glut starting. Gave 4 to Bill. Powdery mildew on the big Defender", "Glut starting; mildew noted."),
    ("2/7 away this weekend, Pat watering. Leeks look good", "Pat's watering this weekend."),
    ("8/7 courgette count so far 23 (+ 5 Tromboncino). Marrow hiding under the leaves, oops",
     "Running total: 23 courgettes and 5 Tromboncino."),
    ("When did I pick my first courgette this year?",
     "On 20 June - a Defender, about 8 inches, which you had with pasta."),
]

history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in history.messages]
        if i == len(TURNS):
            assert any("20/6 FIRST COURGETTE" in m["content"] for m in msgs), msgs
        reply = answer(msgs[-1]["content"], "(the plot diary so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="11 June", actual=reply)
