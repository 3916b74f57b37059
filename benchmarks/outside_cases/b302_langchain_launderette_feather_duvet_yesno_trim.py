"""Batch 302 (held out). A launderette: LangChain InMemoryChatMessageHistory + trim_messages (last 11 messages), one
root span per turn.

App: Sanjay owns Kwik Wash on Station Rd - ten 8kg washers, two big 18kg machines for duvets and sleeping bags,
dryers, service washes. He keeps the launderette's helper up to date by chatting to it, and passes on customers'
questions through the same chat; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the machines - the two big 18kg ones take any
duvet, king size included, £9. Turn 2 is the dryers and the change machine. In turn 3 Sanjay says a feather duvet
burst in big 1 on Saturday - feathers right through the filter and the pump, £140 for the engineer - so from now
no feather or down duvets in the self-service machines at all, they're service wash only, £15, back the next day;
the sign's going up. Turns 4 to 8 are the soap, the laminated price list on the wall (still "DUVETS - big machine
£9, any size", he'll redo it), lost property, the opening hours and the CCTV. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Thu 19/10, a customer's message): "can I do my feather duvet in the big
machine myself? it's a king size" -> expected no - feather and down duvets are service wash only now (£15, back
next day). The assistant says yes, £9 in one of the big machines.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that took
feather duvets out of the self-service machines was in the history and in every window from turn 3 to turn 8, and
this trim cut it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and
missing from turn 9's (nothing on feathers, the burst or service wash only); the price list, lost property and the
hours are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b302_langchain_launderette_feather_duvet_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "customer msg: can I do my feather duvet in the big machine myself? it's a king size"
TURNS = [
    ("right so the machines - 10 x 8kg washers £4.50, + the 2 big 18kg ones at the back for duvets, sleeping bags "
     "etc, £9, any size duvet goes in them even a king. can u keep track of all this for the customers",
     "Will do - ten 8kg washers at £4.50, and two big 18kg machines at the back for duvets and sleeping bags at £9; "
     "any size of duvet fits, king size included."),
    ("dryers 20p for 4 mins, the end 2 are hotter. change machine does £1 + £2 coins, NOT notes",
     "Dryers are 20p for 4 minutes (the end two run hotter); the change machine takes £1 and £2 coins, not notes."),
    ("nightmare sat 😤 someone's feather duvet burst in big 1 - feathers right thru the filter + the pump, engineer "
     "£140. so from now NO feather or down duvets in the self service machines, full stop. they're service wash "
     "only, £15, back next day. sign's going up",
     "Sorry to hear it - noted: no feather or down duvets in the self-service machines from now on; they're service "
     "wash only, £15, ready the next day."),
    ("soap - we don't allow powder in the machines, tabs or liquid only, we sell tabs 50p + softener 40p",
     "No powder in the machines - tabs or liquid only; tabs are 50p and softener 40p at the counter."),
    ("the laminated price list on the wall still says 'DUVETS - big machine £9, any size' 🙄 need to redo it when "
     "the printer's fixed",
     "Noted - the wall price list still has the old duvet line until it's reprinted."),
    ("lost property - anything left goes in the box behind the counter, we keep it a month then charity shop",
     "Lost property goes in the box behind the counter for a month, then to the charity shop."),
    ("hours - 7.30am-9pm every day, last wash 8pm. bank hols same",
     "Open 7.30am to 9pm every day including bank holidays; last wash at 8pm."),
    ("CCTV's back up, sign on the door. if anyone asks about the car park it's the council's, 2 hrs free",
     "CCTV is back on with a sign on the door; the car park is the council's, two hours free."),
    (QUESTION,
     "Yes - a king size feather duvet will go in one of the big 18kg machines at the back, £9. Tabs or liquid only, "
     "no powder."),
]
WINDOW = 11
GONE = ("feather", "burst", "service wash only", "down duvet")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("'DUVETS - big machine £9, any size'" in str(m.content) for m in window), window
            assert any("lost property" in str(m.content) for m in window), window
            assert any("last wash 8pm" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("NO feather or down duvets in the self service machines" in str(m.content)
                       for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sanjay's chat - he owns Kwik Wash launderette on Station Rd; today Thu "
                                            "19 October 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - feather and down duvets are service wash only now (£15, back next day)", actual=reply)
