"""Batch 32 (held out). A community orchard's volunteer co-ordinator: LangChain InMemoryChatMessageHistory +
trim_messages (last 16 messages, token_counter=len, start_on human), one root span per turn.

App: Bev co-ordinates the volunteers at Hatherley Community Orchard (about 40 trees on old allotment land, a work
party most Saturdays, cider day in October). She keeps one running chat with an assistant about the trees, the
jobs and who's coming. Each turn the app trims the history to the last 16 messages and sends that window with the
new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 sets the Saturday pruning list: "pruning for Sat
22nd: the 3 Bramleys up by the top gate (crossing branches + canker on the middle one) and the old Kingston Black,
it's gone all water-shooty. Bring the long loppers + the pruning saw". Later turns are about other jobs; turn 6
adds "the Ellison's Orange by the bench lost a big limb in Tues's wind, needs a clean cut back to the collar, add
it to Sat". By turn 9 the window no longer starts there, and the trim of turn 9 drops turn 1. Question (turn 9,
Thu 20/2): "which trees are we pruning sat? want to put it on the whatsapp" -> expected the Bramleys by the top
gate, the Kingston Black and the Ellison's Orange. The assistant gives only the Ellison's Orange.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 9 (inside fault()). Asserted: the turn-1
message is in every window before turn 9 and missing from turn 9's, which holds the Ellison's Orange. Another
reading: a response fault is ruled out, as the Bramleys and the Kingston Black are not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b32_langchain_orchard_prune_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("pruning for Sat 22nd: the 3 Bramleys up by the top gate (crossing branches + canker on the middle one) and the "
     "old Kingston Black, it's gone all water-shooty. Bring the long loppers + the pruning saw",
     "Saturday 22nd: the three Bramleys by the top gate and the Kingston Black. Long loppers and saw."),
    ("Keith's offered his shredder for the brash, he'll bring it in the trailer about 10",
     "Keith's shredder arriving about 10."),
    ("mistletoe's spreading on the perry pears again, Ruth wants to sell it at the xmas fair not cut it out lol",
     "Ruth wants to keep the mistletoe for the Christmas fair."),
    ("tea + cake rota Sat: Hilary. she's doing her lemon drizzle, everyone bring a mug, we're down to 4",
     "Hilary on tea and cake; bring a mug."),
    ("Council want the hedge along Kidnappers Lane cut back before nesting season, 1 Mar deadline",
     "Kidnappers Lane hedge to be cut back before 1 March."),
    ("the Ellison's Orange by the bench lost a big limb in Tues's wind, needs a clean cut back to the collar, add it "
     "to Sat", "Added the Ellison's Orange by the bench to Saturday."),
    ("Grafting workshop w Dan from the Gloucestershire Orchard Trust, Sat 8/3, 10-1, £5 incl rootstock, 12 places",
     "Grafting workshop on 8 March, 12 places at GBP 5."),
    ("12 signed up for Sat so far + 2 from the Duke of Edinburgh lot at Pate's, they need a sign off sheet",
     "Fourteen for Saturday including two DofE volunteers."),
    ("which trees are we pruning sat? want to put it on the whatsapp",
     "Just the Ellison's Orange by the bench - it lost a big limb in Tuesday's wind and needs a clean cut back to "
     "the collar. Keith's bringing the shredder for the brash about 10."),
]
WINDOW = 16


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("Bramley" in str(m.content) or "Kingston Black" in str(m.content) for m in window), window
            assert any("Ellison's Orange by the bench lost a big limb" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("3 Bramleys up by the top gate" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's orchard notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="The 3 Bramleys at the top gate, the Kingston Black + the storm-hit Ellison's",
       actual=reply)
