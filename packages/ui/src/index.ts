export { Button, buttonVariants, type ButtonProps } from './components/button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card.tsx';
export { Input } from './components/input.tsx';
export { Label } from './components/label.tsx';
export { Spinner } from './components/spinner.tsx';
export { cn } from './lib/cn.ts';
export { uiMessages, type UiMessages } from './messages.ts';
