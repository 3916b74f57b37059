"""Batch 212 (held out). A school PTA's summer fair: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: St Mary's CE Primary PTA hold their summer fair on Sat 10th July 2049 on the school field - stalls run by each
year group, a bouncy castle, a raffle, and the school's float in the town carnival the same afternoon. Kirsty (PTA
chair) chats with the PTA's helper while she sorts it; each turn the chat is trimmed to its last 7 messages before
the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the stalls and the float - Hughes's farm lending the
flatbed, decorating it in the school yard Fri 9th after school. In turn 2, about the bouncy castle, Kirsty adds in
passing that Mr Hughes has just texted: he needs the trailer back for silage on the Friday, so they'll have to
decorate it Weds 7th from 3.30, he'll drop it off Tue night. Turn 3 is the raffle, turn 4 the newsletter draft from
May for the helper to tidy (it still says float decorating Fri 9th July after school), turn 5 the float's theme and
costumes. By turn 6 the trim drops turns 1 and 2; turns 3 to 5 stay. Question (turn 6, Mon 5/7): "what day are we
doing the float? need to put it in this wk's newsletter" -> expected Weds 7th July, from 3.30 in the school yard.
The assistant says Fri 9th July, from the draft.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that moved the
decorating to Weds 7th was in the history and in every earlier window, and this trim cut it from the window the
model saw. Asserted: turn 2 is in every earlier window and missing from turn 6's (nothing on Weds 7th, silage or Mr
Hughes's text); the raffle, the draft and the theme turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b212_langchain_pta_float_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day are we doing the float? need to put it in this wk's newsletter"
TURNS = [
    ("summer fair ☀️ sat 10th july 12-3 on the field. stalls - Y1 face paints, Y2 lucky dip, Y3 splat the rat, Y4 "
     "cake stall, Y5 tombola, Y6 ice pops. float for the carnival - Hughes's farm lending us the flatbed, decorating "
     "it in the school yard fri 9th after school. can u keep track of all this for me pls",
     "Will do - stalls by year group noted; float on Hughes's flatbed, decorating Fri 9th after school."),
    ("bouncy castle - Bounce-a-lot, £95 for the day, they set up 10.30, need a 3 pin socket so the hall door open. "
     "oh Mr Hughes has just texted 🙄 he needs the trailer back for silage on the fri so we'll have to do it weds 7th, "
     "3.30 onwards, he'll drop it tues night",
     "Bouncy castle: Bounce-a-lot, £95, set-up 10.30, socket via the hall door. Float decorating now Weds 7th from "
     "3.30 - trailer dropped Tuesday night."),
    ("raffle - 1st prize a family ticket to West Midlands Safari Park, 2nd a hamper from the Co-op, tickets £1 each "
     "or 6 for £5, drawn at 2.45",
     "Raffle: Safari Park family ticket, Co-op hamper, £1 or 6 for £5, draw at 2.45."),
    ("can u tidy this up, it's what I put in the may newsletter - 'Summer Fair Sat 10 July 12-3!! stalls, bouncy "
     "castle, raffle. Float decorating Fri 9th July after school in the yard - all welcome, bring tissue paper + "
     "cable ties!'",
     "'St Mary's Summer Fair - Sat 10 July, 12-3pm: stalls, bouncy castle and raffle. Float decorating: Fri 9 July "
     "after school in the yard - all welcome, please bring tissue paper and cable ties!'"),
    ("float theme is 'under the sea' 🐠 kids in blue/green, Mrs Patel's got the fishing nets, Y6 are doing a giant "
     "octopus out of bin bags",
     "Float theme 'under the sea': blue/green clothes, Mrs Patel's fishing nets, Y6's bin-bag octopus."),
    (QUESTION,
     "Fri 9th July, after school in the school yard - bring tissue paper and cable ties."),
]
WINDOW = 7
GONE = ("weds 7th", "silage", "mr hughes has just texted")


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
            assert any("drawn at 2.45" in str(m.content) for m in window), window
            assert any("Float decorating Fri 9th July after school" in str(m.content) for m in window), window
            assert any("under the sea" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("we'll have to do it weds 7th" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kirsty's chat - she chairs St Mary's CE Primary PTA; summer fair on "
                                            "the school field Sat 10 July 2049; today Mon 5 July 2049)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Weds 7th July, from 3.30 in the school yard (Mr Hughes needs the trailer back for silage "
                          "on the Friday)", actual=reply)
