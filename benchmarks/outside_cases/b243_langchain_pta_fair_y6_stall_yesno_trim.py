"""Batch 243 (held out). A primary school PTA's summer fair: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: the Friends of Norton Tower Primary hold their summer fair on Sat 15th July 2051 on the school field - stalls,
a tombola, a bouncy castle, the BBQ, a raffle, the Year 2 maypole dance. Jo (the PTA chair) chats with the PTA's
helper while she organises it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the fair - Sat 15th, 12-3 on the field, and all the
stalls run by grown-ups this year, no children on stalls or cash (after last year's cake-stall money went
walkabout). Turn 2 is the floats. In turn 3 Jo says Mrs Patel (the head) has said the Year 6s CAN run their own
stall this year for their enterprise project, as long as a parent is on the cash tin. Turns 4 to 8 are the
volunteer letter draft (still "all stalls are run by adult volunteers", she'll add the Y6 bit), the bouncy castle,
the raffle, the BBQ and the tombola. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9,
Thurs 6/7, a Y6 mum via Jo): "can the Yr 6s run their own stall? Maisie + her mates want to do slime" -> expected
yes - the head has OK'd a Y6 enterprise stall with a parent on the cash tin. The assistant says no, all stalls are
run by adult volunteers.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that let the
Y6s run a stall was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
enterprise project, Mrs Patel or the cash tin); the letter draft, the bouncy castle and the tombola are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b243_langchain_pta_fair_y6_stall_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can the Yr 6s run their own stall? Maisie + her mates want to do slime"
TURNS = [
    ("SUMMER FAIR ☀️ sat 15th july 12-3 on the field. all stalls run by grown ups this yr, no kids on stalls or "
     "handling cash (after last yr's cake stall money went walkabout 🙄). can u help me keep track",
     "Of course - summer fair Sat 15 July, 12 till 3 on the school field, and every stall run by adults this year, "
     "no children on stalls or handling cash."),
    ("floats - £20 in change per stall, I'll make them up fri night, Sharon's got the bags from the bank",
     "Floats: £20 in change per stall, made up on Friday night with the bank bags Sharon has."),
    ("update - Mrs Patel's said the Yr 6s CAN do their own stall this yr for their enterprise project 🎉 as long "
     "as a parent's on the cash tin the whole time. they keep the profit for the leavers' do",
     "Great - the Year 6s can run their own stall for their enterprise project, provided a parent is on the cash tin "
     "throughout; the profit goes to their leavers' do."),
    ("volunteer letter draft: 'Dear parents, our Summer Fair is on Sat 15th July. All stalls are run by adult "
     "volunteers - could you spare an hour?...' i'll add the Y6 bit, can u check it reads ok",
     "It reads well - friendly and clear. Just add whatever you wanted to add before it goes out."),
    ("bouncy castle booked from Jumparound, £120, they set up 10.30, NO shoes NO food on it (their rule)",
     "Bouncy castle from Jumparound, £120, set up at 10.30; no shoes and no food on it."),
    ("raffle - 1st prize a hamper from the Co-op, 2nd a kids' bike (Halfords 🙌), tickets £1 a strip, drawn at 2.45",
     "Raffle: a Co-op hamper, then a children's bike from Halfords; £1 a strip, drawn at 2.45."),
    ("BBQ - Mr Clarke + 2 dads, burgers £3 hot dogs £2.50, veggie option, the gazebo from the scouts",
     "BBQ run by Mr Clarke and two dads: burgers £3, hot dogs £2.50, a veggie option, under the scouts' gazebo."),
    ("tombola - bottles + chocolate, 50p a go, anything ending in 0 or 5 wins. collecting bottles thurs + fri",
     "Tombola: bottles and chocolate, 50p a go, tickets ending in 0 or 5 win; bottles collected Thursday and Friday."),
    (QUESTION,
     "No, sorry - all the stalls are run by adult volunteers this year, so the children can't run their own."),
]
WINDOW = 11
GONE = ("enterprise", "mrs patel", "cash tin", "leavers")


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
            assert any("All stalls are run by adult volunteers" in str(m.content) for m in window), window
            assert any("bouncy castle booked from Jumparound" in str(m.content) for m in window), window
            assert any("tombola - bottles + chocolate" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the Yr 6s CAN do their own stall" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat - she chairs the Friends of Norton Tower Primary PTA; today "
                                            "Thurs 6 July 2051, the summer fair is Sat 15 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - Mrs Patel's OK'd a Y6 enterprise stall as long as a parent's on the cash tin",
       actual=reply)
