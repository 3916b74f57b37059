"""Batch 194 (held out). A bike club's kids' skills day: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Newport Wheelers' kids' skills day is Sun 20th Sept 2043, 10-12 on the Burton Borough school playground - 30-odd
kids in two groups (under 8s, 8-12s), cones out for a slalom and a figure of 8, a helmet check at sign-in, parent
marshals round the course. Gary (the club's kids' coach) chats with the club's helper while he sorts it; each turn
the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Gary says he needs 6 marshals and each one brings
hi-vis, a whistle and one of the little bum-bag first aid kits (Tesco do them £4) this time - after the lad who came
off on the slalom last yr and the kit was in Gary's car - briefing 9.15. Turn 2 is the cones (60 off the club shed,
Steph's car), turn 3 the helmets (check at sign-in, Halfords lending spares), turn 4 last year's marshal email to
tidy ("Marshals: just bring your hi-vis and a smile!"), turn 5 sign-in (32 kids, British Cycling forms). By turn 6
the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Thu 17/9): "what do the marshals need to bring sun?
doing the email to the parents tonight" -> expected hi-vis, a whistle and a small first aid kit (bum bag one). The
assistant says just their hi-vis (and a smile), from last year's email.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
marshals' kit list was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on whistles or first aid kits);
the cones, helmets, last year's email and sign-in turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b194_langchain_bike_club_marshal_kit_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do the marshals need to bring sun? doing the email to the parents tonight"
TURNS = [
    ("skills day sun 20th sept 10-12 🚲 need 6 marshals. each one brings hi-vis, a whistle + one of the little bum "
     "bag first aid kits (tesco £4) this time - after the lad who came off on the slalom last yr + the kit was in my "
     "car 🙈 briefing 9.15",
     "6 marshals for Sun 20 Sept; each brings hi-vis, a whistle and a small first aid kit; briefing at 9.15."),
    ("cones - 60 off the club shed, Steph's bringing them in her car. slalom for the little ones, figure of 8 + the "
     "slow race for the big ones",
     "60 cones from the shed in Steph's car: a slalom for the under 8s, figure of 8 and slow race for the 8-12s."),
    ("helmets - check at sign in, straps + fit. Halfords lending 10 spares if anyone turns up without",
     "Helmet check at sign-in; Halfords lending 10 spares."),
    ("can you tidy last yr's marshal email - 'Hi all, thanks for marshalling Sunday! Marshals: just bring your "
     "hi-vis and a smile! Meet by the bike shed 9.30'",
     "Tidied: 'Hi all, thanks for marshalling on Sunday. Marshals: just bring your hi-vis and a smile. Meet by the "
     "bike shed at 9.30.'"),
    ("sign in - 32 kids so far, 14 under 8s + 18 8-12s. parents fill in the British Cycling form on the day",
     "32 kids signed up (14 under 8s, 18 aged 8-12); British Cycling forms on the day."),
    (QUESTION,
     "Just their hi-vis - and a smile! Meet by the bike shed."),
]
WINDOW = 10
GONE = ("whistle", "first aid", "bum bag", "9.15")


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
            assert any("60 off the club shed" in str(m.content) for m in window), window
            assert any("Halfords lending 10 spares" in str(m.content) for m in window), window
            assert any("just bring your hi-vis and a smile" in str(m.content) for m in window), window
            assert any("32 kids so far" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("a whistle + one of the little bum bag first aid kits" in str(m.content)
                       for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gary's chat - he's the kids' coach at Newport Wheelers; today Thu 17 "
                                            "Sept 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="hi-vis, a whistle and a small first aid kit (the bum bag ones)", actual=reply)
